/// An opaque 8-bit colour: the background a picture's transparent parts are composited over.
public struct RGBColor: Sendable, Equatable, Hashable {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8

    /// Creates a colour from its three channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Black, the usual dark terminal background.
    public static let black = RGBColor(red: 0, green: 0, blue: 0)
}

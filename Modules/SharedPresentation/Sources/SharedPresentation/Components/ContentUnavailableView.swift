/// What an empty screen says instead of a blank: a bold title and a dim explanation, such as
/// "No launches" / "Nothing between 1 Jan and 3 Jan 2020. Press f to change the dates."
public struct ContentUnavailableView: View {
    /// What is missing.
    let title: String
    /// Why, and what to do about it.
    let message: String?

    /// Creates an empty-state view.
    public init(_ title: String, message: String? = nil) {
        self.title = title
        self.message = message
    }

    /// The title above the optional message.
    public var body: some View {
        VStack {
            Text(title).bold()
            if let message {
                Text(message).dim()
            }
        }
        .padding(.leading, 2)
    }
}

/// Kitty graphics commands that send a picture's pixels once and then place, move and remove it by id: what a
/// full-screen app wants, where a picture scrolls or comes back many times and re-sending ~1 MB of base64 for
/// every key press would be wasteful.
///
/// The data is transmitted quietly (`a=t`, `q=2`) under an image id; each showing is a placement (`a=p`) with its
/// own placement id at the cursor, which stays put (`C=1`). Deleting a placement with lowercase `d=i` keeps the
/// data for the next placement; ``free(id:)`` (`d=I`) drops the data and every placement of it. Ids and placement
/// ids are positive integers.
public enum KittyPlacementCommands {
    /// Transmits `image` as image `id` without showing it (`a=t`, `f=32`, `s`/`v` its size, replies suppressed),
    /// in chunks of at most ``KittyGraphicsEncoder/chunkSize`` base64 bytes (`m=1` on every chunk but the last).
    public static func transmit(_ image: RGBAImage, id: UInt32) -> String {
        let control = "a=t,f=32,s=\(image.width),v=\(image.height),i=\(id),q=2"
        return image.pixels.withUnsafeBytes { KittyGraphicsEncoder.chunked($0, firstControl: control) }
    }

    /// Shows transmitted image `id` at the cursor as placement `placement`, stretched over `grid`, without moving
    /// the cursor; placing an existing `id`/`placement` pair again moves it.
    public static func place(id: UInt32, placement: UInt32, grid: CellGrid) -> String {
        "\u{1B}_Ga=p,i=\(id),p=\(placement),c=\(grid.columns),r=\(grid.rows),C=1,q=2\u{1B}\\"
    }

    /// Removes placement `placement` of image `id` from the screen, keeping the image's data (`d=i`).
    public static func deletePlacement(id: UInt32, placement: UInt32) -> String {
        "\u{1B}_Ga=d,d=i,i=\(id),p=\(placement),q=2\u{1B}\\"
    }

    /// Removes every placement of image `id` and frees its data (`d=I`): for a picture that will not be shown
    /// again as transmitted.
    public static func free(id: UInt32) -> String {
        KittyGraphicsEncoder.delete(id: id)
    }
}

/// The Adler-32 checksum that ends every zlib stream, so a damaged picture is caught rather than shown.
enum Adler32 {
    /// The checksum of `bytes`: the one implementation, ``RunningAdler32``, fed once.
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var adler = RunningAdler32()
        adler.update(UnsafeRawBufferPointer(bytes))
        return adler.value
    }
}

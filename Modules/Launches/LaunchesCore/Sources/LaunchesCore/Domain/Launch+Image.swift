import Foundation

extension Launch {
    /// The image to show: the large patch, else the small patch, else the first full-size Flickr photo;
    /// only http(s) addresses.
    public var preferredImage: URL? {
        let candidates = [links.patch?.large, links.patch?.small, links.flickr.original.first]
        return candidates.lazy.compactMap { $0 }.first(where: LaunchLink.isWeb)
    }
}

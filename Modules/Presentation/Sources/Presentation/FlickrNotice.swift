/// The notice Flickr's API terms ask an app that uses the API to show: on every web page, in
/// `outings --version` and in README.md.
public enum FlickrNotice {
    public static let text =
        "This product uses the Flickr API but is not endorsed or certified by SmugMug, Inc."
}

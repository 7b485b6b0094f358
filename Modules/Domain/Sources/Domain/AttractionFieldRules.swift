extension AttractionField {
    /// Whether a save needs the field to hold text (after trimming).
    public var isRequired: Bool { self == .name }

    /// The most characters the field may hold once trimmed; nil when any length is allowed.
    public var characterLimit: Int? { self == .name ? Attraction.nameLimit : nil }

    /// Whether the field holds a web address (http or https, or a bare domain given https://).
    public var isWebAddress: Bool { self == .website }
}

extension AttractionField {
    /// Whether a save needs the field to hold text (after trimming).
    public var isRequired: Bool { self == .name }

    /// The most characters the field may hold once trimmed; nil when any length is allowed.
    public var characterLimit: Int? { self == .name ? Attraction.nameLimit : nil }

    /// What families choose an attraction by, each optional and read by its own grammar (address
    /// excepted), in form order.
    public static let choices: [AttractionField] = [.ages, .cost, .hours, .address, .location, .tags]

    /// Whether the field holds a web address (http or https, or a bare domain given https://).
    public var isWebAddress: Bool { self == .website }
}

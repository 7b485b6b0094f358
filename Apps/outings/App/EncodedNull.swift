/// An optional that JSON shows as `null` when it is nil, where a synthesized `Encodable` would
/// leave its key out: a documented key is always there. Its init is declared: a memberwise init
/// takes the wrapped value only through a declared one.
// swift-format-ignore: UseSynthesizedInitializer
@propertyWrapper
struct EncodedNull<Value: Encodable>: Encodable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}

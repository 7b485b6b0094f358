extension StringProtocol {
    /// Whether every scalar is an ASCII letter or digit or one of `extra` (true for ""): the one
    /// test for words that must read the same in a shell, a file name or a message.
    public func isASCIIAlphanumeric(plus extra: String = "") -> Bool {
        unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || extra.unicodeScalars.contains(scalar)
        }
    }
}

// swift-tools-version:6.0
import PackageDescription

/// What every layer would otherwise copy from the operating system: the one choice between
/// FoundationEssentials and Foundation, and (in `Platform`) whole writes and reads, atomic file
/// replacement, file locks, child processes and a recursive lock; in `PlatformCrypto`, hashing, password hashes and secret tokens over libsodium; in
/// `PlatformQRCode`, QR codes over libqrencode. Domain and UseCases use only
/// `PlatformFoundation`, which imports no libc module.
let package = Package(
    name: "Platform",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "PlatformFoundation", targets: ["PlatformFoundation"]),
        .library(name: "Platform", targets: ["Platform"]),
        .library(name: "PlatformCrypto", targets: ["PlatformCrypto"]),
        .library(name: "PlatformQRCode", targets: ["PlatformQRCode"]),
    ],
    targets: [
        /// FoundationEssentials where it exists (Linux, recent Apple systems), else Foundation.
        .target(name: "PlatformFoundation"),
        /// File descriptors, atomic files, locks and processes over libc; time zones read from the
        /// system's time-zone database.
        .target(name: "Platform", dependencies: ["PlatformFoundation"]),
        /// Debian's libsodium (ISC licence): hashing, and the primitives sign-in needs. sodium.h's
        /// types and constants only: nothing is linked (no `link` in the module map, no pkgConfig,
        /// whose flags would add -lsodium); PlatformCrypto loads it with dlopen at first use.
        .systemLibrary(name: "CSodium", providers: [.apt(["libsodium-dev"])]),
        /// Swift faces for the libsodium calls Outings makes (Sodium.swift loads the library).
        .target(name: "PlatformCrypto", dependencies: ["CSodium"]),
        /// Debian's libqrencode (LGPL-2.1): QR codes of invitation links. qrencode.h's types only, as
        /// for CSodium (no pkgConfig, whose flags would add -lqrencode to every app that links
        /// AppSupport); PlatformQRCode loads it with dlopen at the first code.
        .systemLibrary(name: "CQREncode", providers: [.apt(["libqrencode-dev"])]),
        /// A QR code's matrix from text, over libqrencode (QRCode.swift loads the library).
        .target(name: "PlatformQRCode", dependencies: ["CQREncode"]),
    ]
)

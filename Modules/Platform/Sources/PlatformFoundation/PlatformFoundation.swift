// The one place that chooses the Foundation a module gets: FoundationEssentials (Data, Date, URL,
// the JSON and property-list coders) without swift-corelibs Foundation's CoreFoundation and ICU,
// which would cost every command start-up time; full Foundation where Essentials does not exist.
#if canImport(FoundationEssentials)
    @_exported import FoundationEssentials
#else
    @_exported import Foundation
#endif

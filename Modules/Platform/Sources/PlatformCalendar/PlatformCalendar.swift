// The one place that chooses where named time zones come from: FoundationInternationalization
// beside FoundationEssentials, full Foundation where Essentials does not exist. Kept apart from
// PlatformFoundation so only the code that reads wall time in a zone loads ICU.
@_exported import PlatformFoundation

#if canImport(FoundationInternationalization)
    @_exported import FoundationInternationalization
#endif

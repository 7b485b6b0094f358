/// The ports for who may use a guide: members, their recents, credentials and the sign-in
/// throttle, and who changed each attraction last. One adapter usually provides them all.
public typealias AccessStore = MemberStore & MemberRecentsStore & CredentialStore & SignInThrottleStore
    & AttractionEditLog

/// The ports for who may use a guide: members, their recents, credentials and the sign-in
/// throttle. One adapter usually provides them all.
public typealias AccessStore = MemberStore & MemberRecentsStore & CredentialStore & SignInThrottleStore

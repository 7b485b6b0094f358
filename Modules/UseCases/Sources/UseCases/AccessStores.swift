/// The ports for who may use a guide: members, their recents, credentials and the sign-in
/// throttle, who changed each attraction last, each member's visits, ratings and notes, the
/// household (the children and places outings are planned for) and the plans. One adapter usually
/// provides them all.
public typealias AccessStore = MemberStore & RecentsStore & CredentialStore & SignInThrottleStore
    & AttractionEditLog & VisitStore & HouseholdStore & PlanStore

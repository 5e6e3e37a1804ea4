//! The drills' persistence port: groups and their chats, members and linked accounts, postings,
//! solves, hints, fingerprints, spaced-repetition cards and link codes. Implemented by the SQLite
//! adapter; every method is one transaction.

use chrono::{DateTime, NaiveDate, Utc};
use chrono_tz::Tz;

use super::board::ScoreRow;
use super::fingerprint::Fingerprint;
use super::group::{ChatKey, GroupId, MemberId, StudyGroup};
use super::link::Redeemed;
use super::live::LiveBoard;
use super::sm2::Card;
use crate::ports::StoreError;
use crate::session::UserKey;
use mashang_i18n::Locale;

/// A failed drill submission kept for the test-reveal rung: the code and the hidden tests it
/// failed with a wrong answer or an error (names only, as the verdict showed them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FailedSubmission {
    pub lang: String,
    pub code: String,
    pub tests: Vec<String>,
}

/// A person as the drills know them.
#[derive(Debug, Clone, PartialEq)]
pub struct Member {
    pub id: MemberId,
    pub name: String,
    /// Their own timezone: their streak day (see [`Member::tz_at`]).
    pub tz: Tz,
    pub locale: Locale,
    /// Daily practice problem in DM.
    pub daily_practice: bool,
    /// A timezone change waiting for its first day: `(tz, from)` where `from` is a date in
    /// [`Member::tz`]. Why: a change that took effect at once could count one real day twice (a
    /// solve at 23:30, then a jump to a zone where it is already tomorrow).
    pub tz_next: Option<(Tz, NaiveDate)>,
}

impl Member {
    /// The timezone in force at `now`: the pending change once its first day has come.
    pub fn tz_at(&self, now: DateTime<Utc>) -> Tz {
        match self.tz_next {
            Some((next, from)) if now.with_timezone(&self.tz).date_naive() >= from => next,
            _ => self.tz,
        }
    }

    /// The member's local date at `now`.
    pub fn day_at(&self, now: DateTime<Utc>) -> NaiveDate {
        now.with_timezone(&self.tz_at(now)).date_naive()
    }

    /// This member asking at `now` for `tz`: it takes effect on their next day (nothing changes
    /// when it is already the zone in force).
    pub fn change_tz(&self, tz: Tz, now: DateTime<Utc>) -> Member {
        let current = self.tz_at(now);
        if tz == current {
            return Member { tz: current, tz_next: None, ..self.clone() };
        }
        let tomorrow = self.day_at(now) + chrono::Duration::days(1);
        Member { tz: current, tz_next: Some((tz, tomorrow)), ..self.clone() }
    }
}

/// A daily problem posted (or claimed for posting) to a group.
#[derive(Debug, Clone, PartialEq)]
pub struct PostingRecord {
    pub group: GroupId,
    /// The group's local date.
    pub date: NaiveDate,
    pub problem: String,
    pub posted_at: DateTime<Utc>,
}

/// An accepted solve. `group` is `None` for personal practice (which scores no group points).
#[derive(Debug, Clone, PartialEq)]
pub struct SolveRecord {
    pub member: MemberId,
    pub group: Option<GroupId>,
    pub problem: String,
    /// The member's local date when they solved it (their streak day).
    pub day: NaiveDate,
    pub points: u32,
    pub hints: u32,
    pub at: DateTime<Utc>,
    pub lang: String,
}

/// A member following a study plan (`/plan start`): which one, and the day they started it (in
/// their own timezone), which the plan's pace counts from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Enrolment {
    pub plan: String,
    pub since: NaiveDate,
}

/// How long a claimed daily post stays claimed without being confirmed posted: long enough for
/// any post (a few platform calls), short enough that a replica dying in between delays the post
/// by minutes, not a day.
pub const POST_CLAIM_LAPSE_MS: i64 = 5 * 60 * 1000;

/// Persistence of everything the drills remember.
#[async_trait::async_trait]
pub trait DrillStore: Send + Sync {
    /// Creates or replaces a group (its chats and admins too). A chat belongs to one group only.
    async fn save_group(&self, group: &StudyGroup) -> Result<(), StoreError>;
    async fn group(&self, id: &GroupId) -> Result<Option<StudyGroup>, StoreError>;
    async fn group_by_chat(&self, chat: &ChatKey) -> Result<Option<StudyGroup>, StoreError>;
    async fn groups(&self) -> Result<Vec<StudyGroup>, StoreError>;

    /// The latest date a drill was posted for.
    async fn last_posted(&self, group: &GroupId) -> Result<Option<NaiveDate>, StoreError>;
    /// Claims `(group, date)` for posting and records `missed` dates as bot failures, atomically.
    /// `false` when that date was already claimed (so nobody posts twice).
    async fn claim_posting(
        &self,
        posting: &PostingRecord,
        missed: &[NaiveDate],
    ) -> Result<bool, StoreError>;
    async fn posting(
        &self,
        group: &GroupId,
        date: NaiveDate,
    ) -> Result<Option<PostingRecord>, StoreError>;
    async fn latest_posting(&self, group: &GroupId) -> Result<Option<PostingRecord>, StoreError>;
    /// Problems posted to the group, newest first.
    async fn recent_problems(
        &self,
        group: &GroupId,
        limit: usize,
    ) -> Result<Vec<String>, StoreError>;
    /// Claims the group's post for `date` in `chat` for this process to deliver; `false` if it
    /// was delivered, or another process claimed it a moment ago. A claim never confirmed (its
    /// process died before posting) lapses after a few minutes and is claimed again, so the
    /// post is never lost; a confirmed one is never claimed again.
    async fn mark_delivered(
        &self,
        group: &GroupId,
        date: NaiveDate,
        chat: &ChatKey,
    ) -> Result<bool, StoreError>;
    /// The claimed post reached the chat: it is done for the day. (Default for stores whose
    /// claim is final: nothing to do.)
    async fn confirm_delivered(
        &self,
        _group: &GroupId,
        _date: NaiveDate,
        _chat: &ChatKey,
    ) -> Result<(), StoreError> {
        Ok(())
    }
    /// Takes back a delivery mark after the post could not be delivered (the next tick retries).
    async fn unmark_delivered(
        &self,
        group: &GroupId,
        date: NaiveDate,
        chat: &ChatKey,
    ) -> Result<(), StoreError>;
    /// Records that a post of the group's drill for `date` failed in some chat (whether a member
    /// is excused depends on which chats got it in the end: see `Drills::excused`).
    async fn record_failure(&self, group: &GroupId, date: NaiveDate) -> Result<(), StoreError>;
    /// Records that the bot failed the member on `day` (a submission it could not judge for a
    /// reason of its own): excused for their streak.
    async fn excuse_day(&self, member: &MemberId, day: NaiveDate) -> Result<(), StoreError>;
    /// The member's own excused days (see [`DrillStore::excuse_day`]).
    async fn excused_days(&self, member: &MemberId) -> Result<Vec<NaiveDate>, StoreError>;
    /// The dates on which a post failed in some chat, of every group the member belongs to.
    async fn failed_posts(
        &self,
        member: &MemberId,
    ) -> Result<Vec<(GroupId, NaiveDate)>, StoreError>;
    /// The chats the group's post for `date` was confirmed delivered to.
    async fn delivered_chats(
        &self,
        group: &GroupId,
        date: NaiveDate,
    ) -> Result<Vec<ChatKey>, StoreError>;

    /// The member an account belongs to (itself unless linked).
    async fn resolve(&self, user: &UserKey) -> Result<MemberId, StoreError>;
    /// Every account of a member.
    async fn accounts(&self, member: &MemberId) -> Result<Vec<UserKey>, StoreError>;
    async fn member(&self, id: &MemberId) -> Result<Option<Member>, StoreError>;
    async fn save_member(&self, member: &Member) -> Result<(), StoreError>;
    async fn join(&self, group: &GroupId, member: &MemberId) -> Result<(), StoreError>;
    async fn groups_of(&self, member: &MemberId) -> Result<Vec<GroupId>, StoreError>;
    /// Members with daily practice on.
    async fn daily_practice_members(&self) -> Result<Vec<MemberId>, StoreError>;
    /// Claims the member's daily practice DM for their local `day`; `false` if already claimed
    /// (so a restart, or a second front end, never sends it twice).
    async fn claim_practice_day(
        &self,
        member: &MemberId,
        day: NaiveDate,
    ) -> Result<bool, StoreError>;
    /// Gives a claim back after the DM could not be delivered (the next tick tries again).
    async fn release_practice_day(
        &self,
        member: &MemberId,
        day: NaiveDate,
    ) -> Result<(), StoreError>;

    /// Records a solve; `false` (and nothing written) when the member already solved that problem
    /// in that group (or in practice), so a resubmission scores nothing.
    async fn record_solve(&self, solve: &SolveRecord) -> Result<bool, StoreError>;
    /// Records a group solve ranked among the problem's solvers in the group, the count and the
    /// insert as one atomic step (two submissions racing cannot both be first): `solve.points`
    /// is the base, `bonus[rank]` is added (nothing past its end). The points recorded, or
    /// `None` (nothing written) when the member had solved it in that group already.
    async fn record_ranked_solve(
        &self,
        solve: &SolveRecord,
        bonus: &[u32],
    ) -> Result<Option<u32>, StoreError>;
    /// Scoring solves of a problem in a group so far (for the first-solver bonus).
    async fn solvers(&self, group: &GroupId, problem: &str) -> Result<usize, StoreError>;
    /// Group solves since `since` (all time when `None`), with display names.
    async fn group_scores(
        &self,
        group: &GroupId,
        since: Option<DateTime<Utc>>,
    ) -> Result<Vec<ScoreRow>, StoreError>;
    /// Every solve of a member, oldest first.
    async fn member_solves(&self, member: &MemberId) -> Result<Vec<SolveRecord>, StoreError>;

    /// Every problem the member solved, each once: accepted drill and practice solves, and
    /// problems accepted in an interview on any of their accounts (what study-plan progress
    /// counts).
    async fn solved_problems(&self, member: &MemberId) -> Result<Vec<String>, StoreError>;
    /// Each `(problem, member)` solved in the group (group solves only, each pair once).
    async fn group_solves(&self, group: &GroupId) -> Result<Vec<(String, MemberId)>, StoreError>;
    /// The study plan the member follows, if any.
    async fn enrolment(&self, member: &MemberId) -> Result<Option<Enrolment>, StoreError>;
    /// Starts (`Some`, replacing any other) or stops (`None`) the member's study plan.
    async fn set_enrolment(
        &self,
        member: &MemberId,
        enrolment: Option<&Enrolment>,
    ) -> Result<(), StoreError>;

    /// Counts a hint taken on a problem and returns the new count.
    async fn take_hint(&self, member: &MemberId, problem: &str) -> Result<u32, StoreError>;
    async fn hints_used(&self, member: &MemberId, problem: &str) -> Result<u32, StoreError>;
    /// Remembers a member's failed submission of a problem (replacing the previous one): what
    /// `/drill hint test` may reveal a failing test of.
    async fn record_failed_submission(
        &self,
        member: &MemberId,
        problem: &str,
        failure: &FailedSubmission,
    ) -> Result<(), StoreError>;
    /// The member's last failed submission of a problem not yet used by a reveal.
    async fn last_failed_submission(
        &self,
        member: &MemberId,
        problem: &str,
    ) -> Result<Option<FailedSubmission>, StoreError>;
    /// Charges one revealed test and uses up the failure it came from; returns the reveals so far.
    async fn take_reveal(&self, member: &MemberId, problem: &str) -> Result<u32, StoreError>;
    async fn reveals_used(&self, member: &MemberId, problem: &str) -> Result<u32, StoreError>;
    /// Records an accepted solution's fingerprints (of [`SCHEME`](super::fingerprint::SCHEME),
    /// replacing the member's earlier ones for this group and problem) and returns every other
    /// member's fingerprints for the same group and problem, of the same scheme, oldest first.
    /// Similarity is judged by the caller (`fingerprint::Fingerprint::looks_copied`).
    async fn add_fingerprint(
        &self,
        group: &GroupId,
        problem: &str,
        member: &MemberId,
        fingerprint: &Fingerprint,
    ) -> Result<Vec<(MemberId, Fingerprint)>, StoreError>;
    /// Weak topics of a member from interviews and failed drills, most frequent first.
    async fn weak_topics(&self, member: &MemberId) -> Result<Vec<String>, StoreError>;
    async fn note_weak_topic(&self, member: &MemberId, topic: &str) -> Result<(), StoreError>;

    async fn cards(&self, member: &MemberId) -> Result<Vec<Card>, StoreError>;
    async fn save_card(&self, member: &MemberId, card: &Card) -> Result<(), StoreError>;
    /// The member's current practice problem (and its topic).
    async fn practice(
        &self,
        member: &MemberId,
    ) -> Result<Option<(String, Option<String>)>, StoreError>;
    async fn set_practice(
        &self,
        member: &MemberId,
        problem: Option<(&str, Option<&str>)>,
    ) -> Result<(), StoreError>;

    async fn create_link_code(
        &self,
        code: &str,
        user: &UserKey,
        expires: DateTime<Utc>,
    ) -> Result<(), StoreError>;
    /// Uses a code up: the account that issued it if the code is live; otherwise why not (an
    /// expired or used code is remembered for a day so the answer can say which).
    async fn redeem_link_code(
        &self,
        code: &str,
        by: &UserKey,
        now: DateTime<Utc>,
    ) -> Result<Redeemed, StoreError>;
    /// Makes `user` an account of `into`, moving everything recorded for its former member
    /// (duel ratings and duels too; two ratings in one group are combined by the duels' rating
    /// rule, see the store adapters' `live::relink_duels`).
    async fn link(&self, user: &UserKey, into: &MemberId) -> Result<(), StoreError>;

    /// Pins a live board in `board.chat` (replacing the window of one already there, which is
    /// then shown again; its message is kept).
    async fn pin_board(&self, board: &LiveBoard) -> Result<(), StoreError>;
    /// Every live board.
    async fn live_boards(&self) -> Result<Vec<LiveBoard>, StoreError>;
    /// Records that the board in `chat` shows the text hashed `shown` in `message` since `at`,
    /// fenced by the message it had (`previous`): `false` and nothing written when the board
    /// has another message by now (another process posted it) or is gone.
    async fn board_shown(
        &self,
        chat: &ChatKey,
        previous: Option<&str>,
        message: &str,
        shown: &str,
        at: DateTime<Utc>,
    ) -> Result<bool, StoreError>;
    /// Asks for the board in `chat` to be unpinned; `false` when there is none.
    async fn unpin_board(&self, chat: &ChatKey) -> Result<bool, StoreError>;
    /// Forgets the board in `chat`.
    async fn drop_board(&self, chat: &ChatKey) -> Result<(), StoreError>;

    /// Moves every stored reference to chat `from` to `to`, in one transaction: the group's
    /// chat list, delivery marks, the live board (its message forgotten, so a new one is posted
    /// and pinned there: message ids do not carry over), duels and peer sessions issued there (a
    /// duel's status message likewise, its revision bumped so a stale save cannot undo the move).
    /// Whatever `to` had of the same kind is replaced. Idempotent: `false` when nothing referred
    /// to `from`.
    async fn move_chat(&self, from: &ChatKey, to: &ChatKey) -> Result<bool, StoreError>;
    /// Marks a group's chat as one the bot can no longer post in; `true` only the first time
    /// (so the admins are told once).
    async fn mark_chat_gone(&self, chat: &ChatKey) -> Result<bool, StoreError>;
    /// Posting in `chat` works again: it is no longer marked gone.
    async fn revive_chat(&self, chat: &ChatKey) -> Result<(), StoreError>;
    /// Every chat marked gone.
    async fn gone_chats(&self) -> Result<Vec<ChatKey>, StoreError>;
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    fn member(tz: Tz) -> Member {
        Member {
            id: MemberId("telegram:1".into()),
            name: "Ann".into(),
            tz,
            locale: Locale::En,
            daily_practice: false,
            tz_next: None,
        }
    }

    #[test]
    fn a_timezone_change_waits_for_the_members_next_day() {
        // 23:30 UTC on the 5th: already the 6th in Kiritimati (UTC+14).
        let late = Utc.with_ymd_and_hms(2026, 1, 5, 23, 30, 0).unwrap();
        let m = member(Tz::UTC).change_tz(chrono_tz::Pacific::Kiritimati, late);
        let fifth = NaiveDate::from_ymd_opt(2026, 1, 5).unwrap();
        assert_eq!(m.day_at(late), fifth, "still the 5th: the solve made at 23:00 keeps its day");
        assert_eq!(m.tz_at(late), Tz::UTC);
        let next = Utc.with_ymd_and_hms(2026, 1, 6, 0, 0, 0).unwrap();
        assert_eq!(m.tz_at(next), chrono_tz::Pacific::Kiritimati, "from the member's next day");
        assert_eq!(m.day_at(next), NaiveDate::from_ymd_opt(2026, 1, 6).unwrap());
    }

    #[test]
    fn asking_for_the_zone_in_force_cancels_a_pending_change() {
        let now = Utc.with_ymd_and_hms(2026, 1, 5, 12, 0, 0).unwrap();
        let m = member(Tz::UTC).change_tz(chrono_tz::Asia::Tokyo, now).change_tz(Tz::UTC, now);
        assert_eq!(m.tz_next, None);
        assert_eq!(m.tz, Tz::UTC);
    }
}

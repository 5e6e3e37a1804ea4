//! A duel's life as pure transitions on [`Duel`]: challenged → running → finished (or declined,
//! expired, withdrawn). Time arrives as an argument; the service stores each new state before it
//! says anything. Who wins: the first accepted submission, ties by submission time then by
//! attempts; at the time limit the one who solved wins, else a draw.

use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};

use crate::drills::{ChatKey, GroupId, MemberId};
use crate::session::UserKey;

/// How long a challenge waits for an answer.
pub const CHALLENGE_TTL_MINUTES: i64 = 10;
/// How long a duel runs before it ends unfinished.
pub const TIME_LIMIT_MINUTES: i64 = 30;
/// A forfeit this soon after the start is unrated: a duel accepted and given up at once would
/// otherwise be a free rated win (a second account pumping someone's rating).
pub const UNRATED_FORFEIT_MINUTES: i64 = 5;
/// Rated duels between the same two members in 24 hours; later ones are played unrated, so a
/// pair of accounts cannot farm a rating.
pub const RATED_PER_PAIR_PER_DAY: usize = 2;

/// A duel's id: short enough for a button's callback data.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DuelId(pub String);

impl std::fmt::Display for DuelId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// One side of a duel.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Side {
    /// `None` once the member used `/forget` (shown as "deleted user").
    pub member: Option<MemberId>,
    pub name: String,
    /// The account that challenged or accepted: where the problem and verdicts go.
    pub account: Option<UserKey>,
    pub attempts: u32,
    /// When the accepted submission was sent.
    pub solved_at: Option<DateTime<Utc>>,
    /// A submission being judged, by the time it was sent.
    pub judging_since: Option<DateTime<Utc>>,
}

impl Side {
    pub fn new(member: MemberId, name: &str, account: UserKey) -> Side {
        Side {
            member: Some(member),
            name: name.to_string(),
            account: Some(account),
            attempts: 0,
            solved_at: None,
            judging_since: None,
        }
    }

    fn is(&self, m: &MemberId) -> bool {
        self.member.as_ref() == Some(m)
    }
}

/// Which side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Seat {
    Challenger,
    Opponent,
}

/// Why a duel was won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reason {
    /// Solved first (or solved at all, at the time limit).
    Solved,
    /// Both solved at the same moment: fewer attempts.
    FewerAttempts,
    /// The other side gave up.
    Forfeit,
    /// The other side gave up within [`UNRATED_FORFEIT_MINUTES`] of the start: unrated.
    EarlyForfeit,
}

/// How a duel ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    Won {
        winner: Seat,
        reason: Reason,
    },
    /// Nobody solved in time, or both at the same moment with as many attempts.
    Draw,
    Declined,
    Expired,
    /// The challenger took it back, or a side was forgotten before it ended (no rating change).
    Cancelled,
}

impl Outcome {
    /// Whether the result changes ratings (before the per-pair cap, see [`Duel::unrated`]).
    pub fn rated(self) -> bool {
        match self {
            Outcome::Won { reason, .. } => reason != Reason::EarlyForfeit,
            Outcome::Draw => true,
            Outcome::Declined | Outcome::Expired | Outcome::Cancelled => false,
        }
    }
}

/// A duel's phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Challenged,
    Running,
    Finished(Outcome),
}

/// Where the live status message is, once posted (so it is edited in place).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StatusMessage {
    pub chat: ChatKey,
    pub message: String,
}

/// A duel, as stored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Duel {
    pub id: DuelId,
    pub group: GroupId,
    /// The chat it was issued in (its status is shown there).
    pub chat: ChatKey,
    pub challenger: Side,
    /// The member challenged by name; `None` = an open challenge anyone may take.
    pub invited: Option<(MemberId, String)>,
    /// The side that accepted.
    pub opponent: Option<Side>,
    pub problem: String,
    pub created: DateTime<Utc>,
    pub expires: DateTime<Utc>,
    pub started: Option<DateTime<Utc>>,
    pub deadline: Option<DateTime<Utc>>,
    pub phase: Phase,
    pub status: Option<StatusMessage>,
    /// Finished unrated although its outcome is rated: the pair had played
    /// [`RATED_PER_PAIR_PER_DAY`] rated duels in the 24 hours before this one started.
    #[serde(default)]
    pub over_pair_cap: bool,
    /// The stored row's revision this copy was read at (0 = never saved). Not part of the
    /// record body: the store keeps it in its own column and bumps it on every save, so a save
    /// from an outdated copy fails with `StoreError::Stale` instead of overwriting a newer one.
    #[serde(skip)]
    pub revision: i64,
}

/// Why a transition was refused (the service tells the caller).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Refused {
    #[error("the duel is not waiting for an answer")]
    NotOpen,
    #[error("the challenge is for someone else")]
    NotInvited,
    #[error("one cannot accept one's own challenge")]
    Own,
    #[error("the duel is not running")]
    NotRunning,
    #[error("not a side of this duel")]
    NotASide,
    #[error("already solved")]
    AlreadySolved,
}

impl Duel {
    /// Readdresses a duel issued in `from` to `to` (the chat moved: a Telegram group upgraded to
    /// a supergroup). Its status message is dropped: its id belongs to the old chat, and a new
    /// one is posted where the duel now lives. `false`: nothing of it was in `from`.
    pub fn move_chat(&mut self, from: &ChatKey, to: &ChatKey) -> bool {
        let here = self.chat == *from;
        let status = self.status.as_ref().is_some_and(|s| s.chat == *from);
        if here {
            self.chat = to.clone();
        }
        if status {
            self.status = None;
        }
        here || status
    }

    /// A new challenge by `challenger`, open until the TTL passes.
    pub fn challenge(
        id: DuelId,
        group: GroupId,
        chat: ChatKey,
        challenger: Side,
        invited: Option<(MemberId, String)>,
        problem: &str,
        now: DateTime<Utc>,
    ) -> Duel {
        Duel {
            id,
            group,
            chat,
            challenger,
            invited,
            opponent: None,
            problem: problem.to_string(),
            created: now,
            expires: now + Duration::minutes(CHALLENGE_TTL_MINUTES),
            started: None,
            deadline: None,
            phase: Phase::Challenged,
            status: None,
            over_pair_cap: false,
            revision: 0,
        }
    }

    pub fn is_finished(&self) -> bool {
        matches!(self.phase, Phase::Finished(_))
    }

    /// The seat of member `m`, if they are a side.
    pub fn seat_of(&self, m: &MemberId) -> Option<Seat> {
        if self.challenger.is(m) {
            Some(Seat::Challenger)
        } else if self.opponent.as_ref().is_some_and(|o| o.is(m)) {
            Some(Seat::Opponent)
        } else {
            None
        }
    }

    pub fn side(&self, seat: Seat) -> Option<&Side> {
        match seat {
            Seat::Challenger => Some(&self.challenger),
            Seat::Opponent => self.opponent.as_ref(),
        }
    }

    fn side_mut(&mut self, seat: Seat) -> Option<&mut Side> {
        match seat {
            Seat::Challenger => Some(&mut self.challenger),
            Seat::Opponent => self.opponent.as_mut(),
        }
    }

    /// `side` takes the challenge: both start now.
    pub fn accept(&mut self, side: Side, now: DateTime<Utc>) -> Result<(), Refused> {
        let m = side.member.clone().ok_or(Refused::NotASide)?;
        if self.phase != Phase::Challenged || now >= self.expires {
            return Err(Refused::NotOpen);
        }
        if self.challenger.is(&m) {
            return Err(Refused::Own);
        }
        if self.invited.as_ref().is_some_and(|(id, _)| *id != m) {
            return Err(Refused::NotInvited);
        }
        self.opponent = Some(side);
        self.started = Some(now);
        self.deadline = Some(now + Duration::minutes(TIME_LIMIT_MINUTES));
        self.phase = Phase::Running;
        Ok(())
    }

    /// The invited member says no (or the challenger takes an unanswered challenge back).
    pub fn decline(&mut self, by: &MemberId) -> Result<(), Refused> {
        if self.phase != Phase::Challenged {
            return Err(Refused::NotOpen);
        }
        if self.challenger.is(by) {
            self.phase = Phase::Finished(Outcome::Cancelled);
        } else if self.invited.as_ref().is_some_and(|(id, _)| id == by) {
            self.phase = Phase::Finished(Outcome::Declined);
        } else {
            return Err(Refused::NotInvited);
        }
        Ok(())
    }

    /// A submission from `seat` sent at `at` goes to the judge.
    pub fn submitted(&mut self, seat: Seat, at: DateTime<Utc>) -> Result<(), Refused> {
        if self.phase != Phase::Running {
            return Err(Refused::NotRunning);
        }
        let side = self.side_mut(seat).ok_or(Refused::NotASide)?;
        if side.solved_at.is_some() {
            return Err(Refused::AlreadySolved);
        }
        side.attempts += 1;
        side.judging_since = Some(at);
        Ok(())
    }

    /// The judge's answer on `seat`'s submission sent at `sent`. The duel ends at the first
    /// accepted one unless the other side has a run sent no later still being judged (it might
    /// tie); then it ends when that run's verdict arrives.
    pub fn judged(&mut self, seat: Seat, sent: DateTime<Utc>, accepted: bool) {
        if self.phase != Phase::Running {
            return;
        }
        let Some(side) = self.side_mut(seat) else { return };
        side.judging_since = None;
        if accepted && side.solved_at.is_none() {
            side.solved_at = Some(sent);
        }
        self.settle_if_decided();
    }

    fn settle_if_decided(&mut self) {
        let Some(opp) = &self.opponent else { return };
        let c = &self.challenger;
        let first = [c.solved_at, opp.solved_at].into_iter().flatten().min();
        let Some(first) = first else { return };
        let may_still_tie =
            |s: &Side| s.solved_at.is_none() && s.judging_since.is_some_and(|t| t <= first);
        if may_still_tie(c) || may_still_tie(opp) {
            return;
        }
        self.phase = Phase::Finished(decide(c, opp));
    }

    /// Whether this finished duel changed ratings.
    pub fn rated(&self) -> bool {
        matches!(self.phase, Phase::Finished(o) if o.rated()) && !self.over_pair_cap
    }

    /// `by` gives up at `now`: the other side wins (unrated within [`UNRATED_FORFEIT_MINUTES`]
    /// of the start).
    pub fn forfeit(&mut self, by: &MemberId, now: DateTime<Utc>) -> Result<(), Refused> {
        if self.phase == Phase::Challenged {
            return self.decline(by);
        }
        if self.phase != Phase::Running {
            return Err(Refused::NotRunning);
        }
        let seat = self.seat_of(by).ok_or(Refused::NotASide)?;
        let winner = match seat {
            Seat::Challenger => Seat::Opponent,
            Seat::Opponent => Seat::Challenger,
        };
        let early =
            self.started.is_none_or(|s| now < s + Duration::minutes(UNRATED_FORFEIT_MINUTES));
        let reason = if early { Reason::EarlyForfeit } else { Reason::Forfeit };
        self.phase = Phase::Finished(Outcome::Won { winner, reason });
        Ok(())
    }

    /// The clock passed a limit: an unanswered challenge expires; a running duel ends, won by
    /// whoever solved or drawn. `true` when the phase changed.
    pub fn tick(&mut self, now: DateTime<Utc>) -> bool {
        match self.phase {
            Phase::Challenged if now >= self.expires => {
                self.phase = Phase::Finished(Outcome::Expired);
                true
            }
            Phase::Running if self.deadline.is_some_and(|d| now >= d) => {
                let outcome = match &self.opponent {
                    Some(o) => decide(&self.challenger, o),
                    None => Outcome::Draw,
                };
                self.phase = Phase::Finished(outcome);
                true
            }
            _ => false,
        }
    }

    /// The next moment `tick` may change something.
    pub fn next_deadline(&self) -> Option<DateTime<Utc>> {
        match self.phase {
            Phase::Challenged => Some(self.expires),
            Phase::Running => self.deadline,
            Phase::Finished(_) => None,
        }
    }

    /// Member `from` became `to` (`/link` joined their accounts): the duel is theirs under the
    /// surviving id, so their history and a running duel follow them.
    pub fn relink(&mut self, from: &MemberId, to: &MemberId) {
        for side in [Some(&mut self.challenger), self.opponent.as_mut()].into_iter().flatten() {
            if side.is(from) {
                side.member = Some(to.clone());
            }
        }
        if let Some((id, _)) = self.invited.as_mut()
            && id == from
        {
            *id = to.clone();
        }
    }

    /// Removes member `m` from the duel (`/forget`): their side becomes "deleted user"; a duel
    /// not yet over is cancelled.
    pub fn forget(&mut self, m: &MemberId) {
        let mut hit = false;
        for side in [Some(&mut self.challenger), self.opponent.as_mut()].into_iter().flatten() {
            if side.is(m) {
                side.member = None;
                side.account = None;
                side.name = String::new();
                hit = true;
            }
        }
        if self.invited.as_ref().is_some_and(|(id, _)| id == m) {
            self.invited = Some((MemberId(String::new()), String::new()));
            hit = true;
        }
        if hit && !self.is_finished() {
            self.phase = Phase::Finished(Outcome::Cancelled);
        }
    }
}

/// The result between two sides: the one who solved wins; both solved → earlier submission, then
/// fewer attempts; nobody, or a perfect tie → draw.
pub fn decide(challenger: &Side, opponent: &Side) -> Outcome {
    let won = |winner, reason| Outcome::Won { winner, reason };
    match (challenger.solved_at, opponent.solved_at) {
        (None, None) => Outcome::Draw,
        (Some(_), None) => won(Seat::Challenger, Reason::Solved),
        (None, Some(_)) => won(Seat::Opponent, Reason::Solved),
        (Some(a), Some(b)) if a < b => won(Seat::Challenger, Reason::Solved),
        (Some(a), Some(b)) if b < a => won(Seat::Opponent, Reason::Solved),
        _ => match challenger.attempts.cmp(&opponent.attempts) {
            std::cmp::Ordering::Less => won(Seat::Challenger, Reason::FewerAttempts),
            std::cmp::Ordering::Greater => won(Seat::Opponent, Reason::FewerAttempts),
            std::cmp::Ordering::Equal => Outcome::Draw,
        },
    }
}

#[cfg(test)]
#[path = "rules_tests.rs"]
mod tests;

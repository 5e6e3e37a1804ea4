//! A peer mock interview's life as pure transitions on [`Pair`]: a request waits in the group's
//! pool → matched (proposed to both) → confirmed (both accepted) → opened at the slot (both check
//! in) → running (two halves, roles swapped at half-time) → feedback → finished (done, cancelled,
//! no-show, unmatched). Time arrives as an argument; [`Pair::tick`] says which timer fired, and the
//! service stores the new state before it says anything about it.

use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};

use crate::drills::{ChatKey, GroupId, MemberId};
use crate::session::UserKey;
use mashang_i18n::Locale;
use mashang_judge::problem::{Level, Role};

/// How long a "now" request waits in the pool for a partner.
pub const WAIT_NOW_MINUTES: i64 = 30;
/// How long both have to accept a match proposed for "now".
pub const PROPOSAL_MINUTES: i64 = 10;
/// Two slots this close are the same session (it starts at the later one).
pub const SLOT_TOLERANCE_MINUTES: i64 = 30;
/// The reminder goes this long before the start.
pub const REMINDER_MINUTES: i64 = 15;
/// How long after the start both have to check in before an absent side is a no-show.
pub const CHECKIN_MINUTES: i64 = 10;
/// Each half (one side interviews the other); roles swap after the first.
pub const HALF_MINUTES: i64 = 30;
/// The warning before a half ends.
pub const LEFT_WARNING_MINUTES: i64 = 5;
/// How long feedback is collected after the end.
pub const FEEDBACK_HOURS: i64 = 24;

/// A peer session's id: short enough for a button's callback data.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PairId(pub String);

impl std::fmt::Display for PairId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Which side: `A` made the request that waited, `B` was matched to it. `A` interviews first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Seat {
    A,
    B,
}

impl Seat {
    pub fn other(self) -> Seat {
        match self {
            Seat::A => Seat::B,
            Seat::B => Seat::A,
        }
    }
}

/// Structured feedback one side gives the other: the five report dimensions (correctness,
/// complexity, style, communication, adaptability), each 1–5, and a short note.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Feedback {
    pub scores: [u8; 5],
    pub note: String,
}

/// One side of a peer session.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Peer {
    /// `None` once the member used `/forget` (shown as "deleted user").
    pub member: Option<MemberId>,
    pub name: String,
    /// The account that asked: where the private messages go.
    pub account: Option<UserKey>,
    /// IANA timezone: reminders and times are shown in it.
    pub tz: String,
    pub locale: Locale,
    pub level: Level,
    pub role: Role,
    pub accepted: bool,
    pub ready: bool,
    /// The feedback this side gave about the other.
    pub gave: Option<Feedback>,
}

impl Peer {
    fn is(&self, m: &MemberId) -> bool {
        self.member.as_ref() == Some(m)
    }
}

/// How a session ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum End {
    /// Both halves ran (feedback given or its time over).
    Done,
    /// Called off: `by` a side after both had confirmed (counted against them), or `None`
    /// (withdrawn before a match, or never confirmed by both: counted against nobody).
    Cancelled { by: Option<Seat> },
    /// The session opened and these sides never checked in.
    NoShow { absent: Vec<Seat> },
    /// Nobody matched in time.
    Unmatched,
}

/// A session's phase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Waiting,
    Proposed,
    Confirmed,
    Opened,
    Running,
    Feedback,
    Finished(End),
}

/// A timer message already sent (so a restart or a second tick never repeats it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mark {
    Reminded,
    Warned(u8),
}

/// One judged run of the candidate's code.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Run {
    pub half: u8,
    pub verdict: String,
    pub passed: usize,
    pub total: usize,
}

/// A peer session, as stored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Pair {
    pub id: PairId,
    pub group: GroupId,
    /// The group chat the request came from (nothing of the session is posted there).
    pub chat: ChatKey,
    pub a: Peer,
    pub b: Option<Peer>,
    /// When the session starts.
    pub slot: DateTime<Utc>,
    /// Asked for "now" rather than a time.
    pub now_slot: bool,
    pub created: DateTime<Utc>,
    /// When the match was proposed (a "now" proposal lapses from here).
    pub proposed: Option<DateTime<Utc>>,
    /// The problems of the first and second half (each for that half's candidate).
    pub problems: Vec<String>,
    /// 1 or 2 while running.
    pub half: u8,
    pub started: Option<DateTime<Utc>>,
    pub marks: Vec<Mark>,
    pub runs: Vec<Run>,
    /// The shared space once opened (a Discord thread's id; Telegram relays through DMs).
    pub space: Option<String>,
    pub phase: Phase,
    /// The stored row's revision this copy was read at (0 = never saved); the row's column,
    /// not part of the record body (a save from an outdated copy is `StoreError::Stale`).
    #[serde(skip)]
    pub revision: i64,
}

/// Why a transition was refused (the service tells the caller).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Refused {
    #[error("not waiting for this")]
    WrongPhase,
    #[error("not a side of this session")]
    NotASide,
    #[error("only the candidate submits code")]
    NotCandidate,
}

/// What a tick did, for the service to announce.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Beat {
    Unmatched,
    NotConfirmed,
    Reminder,
    Open,
    NoShow(Vec<Seat>),
    /// `LEFT_WARNING_MINUTES` left in this half.
    Warning(u8),
    /// Half-time: roles swapped.
    Swap,
    /// Both halves over: feedback, please.
    End,
    FeedbackClosed,
}

impl Pair {
    /// Readdresses a session requested in `from` to `to` (the chat moved). `false`: not in `from`.
    pub fn move_chat(&mut self, from: &ChatKey, to: &ChatKey) -> bool {
        let here = self.chat == *from;
        if here {
            self.chat = to.clone();
        }
        here
    }

    /// A new request by `peer`, waiting in the pool for a partner.
    pub fn request(
        id: PairId,
        group: GroupId,
        chat: ChatKey,
        peer: Peer,
        slot: Option<DateTime<Utc>>,
        now: DateTime<Utc>,
    ) -> Pair {
        Pair {
            id,
            group,
            chat,
            a: peer,
            b: None,
            slot: slot.unwrap_or(now),
            now_slot: slot.is_none(),
            created: now,
            proposed: None,
            problems: Vec::new(),
            half: 0,
            started: None,
            marks: Vec::new(),
            runs: Vec::new(),
            space: None,
            phase: Phase::Waiting,
            revision: 0,
        }
    }

    pub fn is_finished(&self) -> bool {
        matches!(self.phase, Phase::Finished(_))
    }

    /// The seat of member `m`, if they are a side.
    pub fn seat_of(&self, m: &MemberId) -> Option<Seat> {
        if self.a.is(m) {
            Some(Seat::A)
        } else if self.b.as_ref().is_some_and(|b| b.is(m)) {
            Some(Seat::B)
        } else {
            None
        }
    }

    pub fn peer(&self, seat: Seat) -> Option<&Peer> {
        match seat {
            Seat::A => Some(&self.a),
            Seat::B => self.b.as_ref(),
        }
    }

    fn peer_mut(&mut self, seat: Seat) -> Option<&mut Peer> {
        match seat {
            Seat::A => Some(&mut self.a),
            Seat::B => self.b.as_mut(),
        }
    }

    /// Who is the candidate in `half` (A interviews first).
    pub fn candidate(half: u8) -> Seat {
        if half <= 1 { Seat::B } else { Seat::A }
    }

    /// Whether a request for `slot` (`None` = now) fits this waiting one.
    pub fn fits(&self, slot: Option<DateTime<Utc>>, now: DateTime<Utc>) -> bool {
        let tol = Duration::minutes(SLOT_TOLERANCE_MINUTES);
        match slot {
            None => self.now_slot || self.slot - now <= tol,
            Some(s) => (s - self.slot).abs() <= tol && (!self.now_slot || s - now <= tol),
        }
    }

    /// Matches `b` (asking for `slot`, `None` = now) to this waiting request: both are asked to
    /// accept. The session starts at the later of the two slots.
    pub fn propose(
        &mut self,
        b: Peer,
        slot: Option<DateTime<Utc>>,
        problems: Vec<String>,
        now: DateTime<Utc>,
    ) -> Result<(), Refused> {
        if self.phase != Phase::Waiting {
            return Err(Refused::WrongPhase);
        }
        let slot = slot.unwrap_or(now).max(if self.now_slot { now } else { self.slot });
        self.now_slot = slot <= now;
        self.slot = slot;
        self.b = Some(b);
        self.problems = problems;
        self.proposed = Some(now);
        self.phase = Phase::Proposed;
        Ok(())
    }

    /// `seat` accepts the proposal; `true` once both have (confirmed).
    pub fn accept(&mut self, seat: Seat) -> Result<bool, Refused> {
        if self.phase != Phase::Proposed {
            return Err(Refused::WrongPhase);
        }
        self.peer_mut(seat).ok_or(Refused::NotASide)?.accepted = true;
        let both = self.a.accepted && self.b.as_ref().is_some_and(|b| b.accepted);
        if both {
            self.phase = Phase::Confirmed;
        }
        Ok(both)
    }

    /// `seat` declines the proposal (or withdraws before confirming): the other side goes back
    /// to the pool as the waiting request; nobody is counted against.
    pub fn decline(&mut self, seat: Seat) -> Result<(), Refused> {
        if self.phase != Phase::Proposed {
            return Err(Refused::WrongPhase);
        }
        let b = self.b.take().ok_or(Refused::NotASide)?;
        if seat == Seat::A {
            self.a = b;
        }
        self.a.accepted = false;
        self.problems.clear();
        self.proposed = None;
        self.phase = Phase::Waiting;
        Ok(())
    }

    /// `seat` calls the session off. Before a match it is simply withdrawn; once both confirmed
    /// it counts against them (`End::Cancelled { by }`).
    pub fn cancel(&mut self, seat: Seat) -> Result<(), Refused> {
        match self.phase {
            Phase::Waiting => self.phase = Phase::Finished(End::Cancelled { by: None }),
            Phase::Proposed => return self.decline(seat),
            Phase::Confirmed | Phase::Opened | Phase::Running => {
                self.phase = Phase::Finished(End::Cancelled { by: Some(seat) })
            }
            Phase::Feedback | Phase::Finished(_) => return Err(Refused::WrongPhase),
        }
        Ok(())
    }

    /// `seat` checks in once the session is open; `true` when both have and it starts now.
    pub fn ready(&mut self, seat: Seat, now: DateTime<Utc>) -> Result<bool, Refused> {
        if self.phase != Phase::Opened {
            return Err(Refused::WrongPhase);
        }
        self.peer_mut(seat).ok_or(Refused::NotASide)?.ready = true;
        let both = self.a.ready && self.b.as_ref().is_some_and(|b| b.ready);
        if both {
            self.phase = Phase::Running;
            self.half = 1;
            self.started = Some(now);
        }
        Ok(both)
    }

    /// The problem of the half under way, if running.
    pub fn current_problem(&self) -> Option<&str> {
        (self.phase == Phase::Running)
            .then(|| self.problems.get(usize::from(self.half.max(1)) - 1))
            .flatten()
            .map(String::as_str)
    }

    /// Checks that `seat` may submit code now (the running half's candidate).
    pub fn may_submit(&self, seat: Seat) -> Result<(), Refused> {
        if self.phase != Phase::Running {
            return Err(Refused::WrongPhase);
        }
        if Pair::candidate(self.half) != seat {
            return Err(Refused::NotCandidate);
        }
        Ok(())
    }

    /// `seat`'s feedback about the other side; `true` once both have given theirs (done).
    pub fn feedback(&mut self, seat: Seat, fb: Feedback) -> Result<bool, Refused> {
        if self.phase != Phase::Feedback {
            return Err(Refused::WrongPhase);
        }
        self.peer_mut(seat).ok_or(Refused::NotASide)?.gave = Some(fb);
        let both = self.a.gave.is_some() && self.b.as_ref().is_some_and(|b| b.gave.is_some());
        if both {
            self.phase = Phase::Finished(End::Done);
        }
        Ok(both)
    }

    fn mark(&mut self, m: Mark) -> bool {
        if self.marks.contains(&m) {
            return false;
        }
        self.marks.push(m);
        true
    }

    /// Moves the session along the clock; what happened, in order (several when a restart
    /// catches up). Nothing changes when the list is empty.
    pub fn tick(&mut self, now: DateTime<Utc>) -> Vec<Beat> {
        let mut beats = Vec::new();
        // Each step moves at most one phase; loop so a late tick catches up.
        for _ in 0..8 {
            match self.step(now) {
                Some(beat) => beats.push(beat),
                None => break,
            }
        }
        beats
    }

    fn step(&mut self, now: DateTime<Utc>) -> Option<Beat> {
        let min = Duration::minutes;
        match self.phase.clone() {
            Phase::Waiting => {
                let until =
                    if self.now_slot { self.created + min(WAIT_NOW_MINUTES) } else { self.slot };
                (now >= until).then(|| {
                    self.phase = Phase::Finished(End::Unmatched);
                    Beat::Unmatched
                })
            }
            Phase::Proposed => {
                let from = self.proposed.unwrap_or(self.created);
                let until = if self.now_slot { from + min(PROPOSAL_MINUTES) } else { self.slot };
                (now >= until).then(|| {
                    self.phase = Phase::Finished(End::Cancelled { by: None });
                    Beat::NotConfirmed
                })
            }
            Phase::Confirmed if now >= self.slot => {
                // Opened late (the bot was down): the check-in window counts from now.
                self.slot = self.slot.max(now);
                self.phase = Phase::Opened;
                Some(Beat::Open)
            }
            Phase::Confirmed => (now >= self.slot - min(REMINDER_MINUTES)
                && self.mark(Mark::Reminded))
            .then_some(Beat::Reminder),
            Phase::Opened => (now >= self.slot + min(CHECKIN_MINUTES)).then(|| {
                let mut absent = Vec::new();
                for seat in [Seat::A, Seat::B] {
                    if !self.peer(seat).is_some_and(|p| p.ready) {
                        absent.push(seat);
                    }
                }
                self.phase = Phase::Finished(End::NoShow { absent: absent.clone() });
                Beat::NoShow(absent)
            }),
            Phase::Running => {
                let elapsed = now - self.started.unwrap_or(now);
                let half_end = min(HALF_MINUTES * i64::from(self.half));
                if elapsed >= half_end {
                    if self.half >= 2 {
                        self.phase = Phase::Feedback;
                        return Some(Beat::End);
                    }
                    self.half = 2;
                    return Some(Beat::Swap);
                }
                let half = self.half;
                (elapsed >= half_end - min(LEFT_WARNING_MINUTES) && self.mark(Mark::Warned(half)))
                    .then_some(Beat::Warning(half))
            }
            Phase::Feedback => {
                let end = self.started.unwrap_or(self.slot) + min(2 * HALF_MINUTES);
                (now >= end + Duration::hours(FEEDBACK_HOURS)).then(|| {
                    self.phase = Phase::Finished(End::Done);
                    Beat::FeedbackClosed
                })
            }
            Phase::Finished(_) => None,
        }
    }

    /// `/forget`: the member's side becomes "deleted user" (name, account, member and the note of
    /// the feedback they gave gone); a session not yet finished is called off without counting
    /// against anyone.
    pub fn forget(&mut self, m: &MemberId) {
        let mut hit = false;
        for seat in [Seat::A, Seat::B] {
            if let Some(p) = self.peer_mut(seat)
                && p.is(m)
            {
                p.member = None;
                p.name = String::new();
                p.account = None;
                // Their own words about the other side go; the scores (numbers) stay theirs.
                if let Some(f) = p.gave.as_mut() {
                    f.note = String::new();
                }
                hit = true;
            }
        }
        if hit && !self.is_finished() && self.phase != Phase::Feedback {
            self.phase = Phase::Finished(End::Cancelled { by: None });
        }
    }
}

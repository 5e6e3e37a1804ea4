//! A session under way: checking in, each half's start (the interviewer's pack to the
//! interviewer alone, the bare problem to the candidate), what the timer's beats say, feedback,
//! and Telegram's relay (a private message forwarded to the partner with the sender's name).

use super::rules::{self, Beat, Feedback, Pair, Phase, Seat};
use super::service::{OpenSpace, PairReply, Pairs, To, refusal};
use super::view::{self, say};
use crate::drills::Member;
use crate::drills::service::Caller;
use crate::ports::StoreError;
use mashang_i18n::Locale;

impl Pairs {
    /// Both sides' accounts: the shared space's audience.
    pub(super) fn space(&self, pair: &Pair) -> To {
        let accounts = [Seat::A, Seat::B]
            .iter()
            .filter_map(|s| pair.peer(*s).and_then(|p| p.account.clone()))
            .collect();
        To::Space { pair: pair.id.clone(), accounts, thread: pair.space.clone() }
    }

    /// The language of the shared space: the group's.
    pub(super) async fn space_locale(&self, pair: &Pair) -> Result<Locale, StoreError> {
        Ok(self.core.members.group(&pair.group).await?.map(|g| g.locale).unwrap_or(pair.a.locale))
    }

    pub(super) async fn ready(
        &self,
        caller: &Caller,
        me: &Member,
    ) -> Result<Vec<PairReply>, StoreError> {
        let l = caller.locale;
        let Some(mut pair) = self.store.active_pair(&me.id).await? else {
            return Ok(vec![PairReply::new(To::Caller, say(l, "no_session", &[]))]);
        };
        let Some(seat) = pair.seat_of(&me.id) else {
            return Ok(vec![refusal(l, rules::Refused::NotASide)]);
        };
        let started = match pair.ready(seat, self.core.clock.now()) {
            Ok(s) => s,
            Err(why) => return Ok(vec![refusal(l, why)]),
        };
        self.save(&mut pair).await?;
        if !started {
            let other = view::name(l, pair.peer(seat.other()));
            return Ok(vec![PairReply::new(To::Caller, say(l, "ready_wait", &[("name", &other)]))]);
        }
        self.half_start(&pair).await
    }

    /// A half begins: who interviews whom (to both), the interviewer's pack (to the
    /// interviewer only) and the problem (to the candidate).
    pub(super) async fn half_start(&self, pair: &Pair) -> Result<Vec<PairReply>, StoreError> {
        let half = pair.half.max(1);
        let cand_seat = Pair::candidate(half);
        let (cand, interviewer) = (pair.peer(cand_seat), pair.peer(cand_seat.other()));
        let sl = self.space_locale(pair).await?;
        let (cname, iname) = (view::name(sl, cand), view::name(sl, interviewer));
        let head = say(
            sl,
            "half_start",
            &[
                ("half", &half),
                ("interviewer", &iname),
                ("candidate", &cname),
                ("minutes", &rules::HALF_MINUTES),
            ],
        );
        let mut out = vec![PairReply::new(self.space(pair), head)];
        let Some(p) = pair.current_problem().and_then(|id| self.core.bank.get(id)) else {
            return Ok(out);
        };
        if let Some(i) = interviewer
            && let Some(account) = i.account.clone()
        {
            let text = view::interviewer_pack(i.locale, p, &view::name(i.locale, cand));
            out.push(PairReply::new(To::Account(account), text));
        }
        if let Some(c) = cand
            && let Some(account) = c.account.clone()
        {
            let text = view::candidate_problem(c.locale, p, &view::name(c.locale, interviewer));
            out.push(PairReply::new(To::Account(account), text));
        }
        Ok(out)
    }

    pub(super) async fn feedback(
        &self,
        caller: &Caller,
        me: &Member,
        fb: Feedback,
    ) -> Result<Vec<PairReply>, StoreError> {
        let l = caller.locale;
        let Some(mut pair) = self.store.active_pair(&me.id).await? else {
            return Ok(vec![PairReply::new(To::Caller, say(l, "no_session", &[]))]);
        };
        let Some(seat) = pair.seat_of(&me.id) else {
            return Ok(vec![refusal(l, rules::Refused::NotASide)]);
        };
        let done = match pair.feedback(seat, fb) {
            Ok(d) => d,
            Err(why) => return Ok(vec![refusal(l, why)]),
        };
        self.save(&mut pair).await?;
        if !done {
            let other = view::name(l, pair.peer(seat.other()));
            return Ok(vec![PairReply::new(
                To::Caller,
                say(l, "feedback_thanks", &[("name", &other)]),
            )]);
        }
        Ok(self.feedback_to_each(&pair))
    }

    /// Each side sees the feedback about them (given by the other).
    fn feedback_to_each(&self, pair: &Pair) -> Vec<PairReply> {
        let mut out = Vec::new();
        for s in [Seat::A, Seat::B] {
            let (Some(p), other) = (pair.peer(s), pair.peer(s.other())) else { continue };
            let Some(account) = p.account.clone() else { continue };
            let from = view::name(p.locale, other);
            let text = view::feedback_about(p.locale, &from, other.and_then(|o| o.gave.as_ref()));
            out.push(PairReply::new(To::Account(account), text));
        }
        out
    }

    /// To each side's account, `key` with the other's name.
    fn to_each(&self, pair: &Pair, key: &str) -> Vec<PairReply> {
        let mut out = Vec::new();
        for s in [Seat::A, Seat::B] {
            let (Some(p), other) = (pair.peer(s), pair.peer(s.other())) else { continue };
            let Some(account) = p.account.clone() else { continue };
            let text = say(
                p.locale,
                key,
                &[
                    ("name", &view::name(p.locale, other)),
                    ("when", &view::when(p.locale, pair, p)),
                    ("minutes", &rules::REMINDER_MINUTES),
                ],
            );
            out.push(PairReply::new(To::Account(account), text));
        }
        out
    }

    /// What each of the timer's beats says, in order.
    pub(super) async fn announce(
        &self,
        pair: &Pair,
        beats: &[Beat],
    ) -> Result<Vec<PairReply>, StoreError> {
        let sl = self.space_locale(pair).await?;
        let mut out = Vec::new();
        for beat in beats {
            match beat {
                Beat::Unmatched => {
                    if let Some(account) = pair.a.account.clone() {
                        out.push(PairReply::new(
                            To::Account(account),
                            say(pair.a.locale, "unmatched", &[]),
                        ));
                    }
                }
                Beat::NotConfirmed => out.extend(self.to_each(pair, "not_confirmed")),
                Beat::Reminder => out.extend(self.to_each(pair, "reminder")),
                Beat::Open => {
                    let (a, b) = (view::name(sl, Some(&pair.a)), view::name(sl, pair.b.as_ref()));
                    let text = say(
                        sl,
                        "open",
                        &[
                            ("a", &a),
                            ("b", &b),
                            ("minutes", &rules::CHECKIN_MINUTES),
                            ("half", &rules::HALF_MINUTES),
                        ],
                    );
                    let To::Space { accounts, .. } = self.space(pair) else { continue };
                    let open = OpenSpace {
                        pair: pair.id.clone(),
                        chat: pair.chat.clone(),
                        accounts,
                        title: say(sl, "thread_title", &[("a", &a), ("b", &b)]),
                    };
                    let mut r = PairReply::new(self.space(pair), text);
                    r.open = Some(open);
                    out.push(r);
                }
                Beat::NoShow(absent) => {
                    for s in [Seat::A, Seat::B] {
                        let (Some(p), other) = (pair.peer(s), pair.peer(s.other())) else {
                            continue;
                        };
                        let Some(account) = p.account.clone() else { continue };
                        let text = if absent.contains(&s) {
                            say(p.locale, "no_show_you", &[])
                        } else {
                            say(
                                p.locale,
                                "no_show_other",
                                &[("name", &view::name(p.locale, other))],
                            )
                        };
                        out.push(PairReply::new(To::Account(account), text));
                    }
                }
                Beat::Warning(_) => {
                    let text = say(sl, "warning", &[("minutes", &rules::LEFT_WARNING_MINUTES)]);
                    out.push(PairReply::new(self.space(pair), text));
                }
                Beat::Swap => {
                    out.push(PairReply::new(self.space(pair), say(sl, "swap", &[])));
                    if pair.phase == Phase::Running {
                        out.extend(self.half_start(pair).await?);
                    }
                }
                Beat::End => out.push(PairReply::new(self.space(pair), say(sl, "end", &[]))),
                Beat::FeedbackClosed => out.extend(self.feedback_to_each(pair)),
            }
        }
        Ok(out)
    }

    /// Forwards a private message from a side of a session under way to the other side, with
    /// the sender's name (Telegram's shared space). `None`: the caller has no such session, the
    /// message is not for the peer session.
    pub async fn relay(&self, caller: &Caller, text: &str) -> Option<Vec<PairReply>> {
        if caller.chat.is_some() || text.trim_start().starts_with('/') {
            return None;
        }
        let found = async {
            let member = self.core.members.resolve(&caller.user).await?;
            let pair = self.store.active_pair(&member).await?;
            Ok::<_, StoreError>(pair.map(|p| (member, p)))
        };
        let (member, pair) = match found.await {
            Ok(Some(found)) => found,
            Ok(None) => return None,
            Err(e) => {
                tracing::warn!(error = %e, "pair relay lookup failed");
                return None;
            }
        };
        // Only while the session is open or running: afterwards plain messages are the
        // interview engine's again (feedback is a command).
        if !matches!(pair.phase, Phase::Opened | Phase::Running) {
            return None;
        }
        let seat = pair.seat_of(&member)?;
        let other = pair.peer(seat.other())?;
        let me = pair.peer(seat)?;
        let name = view::name(other.locale, Some(me));
        let Some(account) = other.account.clone() else {
            return Some(vec![PairReply::new(To::Caller, say(caller.locale, "partner_gone", &[]))]);
        };
        let text = say(other.locale, "relayed", &[("name", &name), ("text", &text.trim())]);
        Some(vec![PairReply::new(To::Account(account), text)])
    }
}

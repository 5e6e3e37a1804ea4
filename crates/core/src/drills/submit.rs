//! Submissions, hints and practice: which problem a submission is for (the chat's drill, the
//! member's practice problem, or their latest unsolved group drill), judging it for real, scoring
//! an accepted solve, updating the member's spaced-repetition card and flagging copies to admins.

use chrono::NaiveDate;

use super::fingerprint::Fingerprint;
use super::group::{GroupId, MemberId, StudyGroup};
use super::msg::{DrillMsg, render};
use super::service::{
    Audience, Caller, Drills, DrillsReply, drill_language, drill_starter, problem_text, reply,
};
use super::sm2::{self, Card};
use super::store::{Member, SolveRecord};
use super::{pick, reveal, schedule, scoring};
use crate::ports::StoreError;
use mashang_i18n::Locale;
use mashang_judge::problem::{Lang, Problem};
use mashang_judge::{JudgeError, JudgeOptions, Verdict};

/// What a submission or hint is about.
enum Target<'a> {
    /// A group's drill; `day` is the group's calendar date now, the day a solve counts on (the
    /// posting's date when solved the day it was posted): a member's own timezone, which they
    /// may change, never decides a group day.
    Drill {
        group: GroupId,
        problem: &'a Problem,
        day: NaiveDate,
    },
    Practice {
        problem: &'a Problem,
        topic: Option<String>,
    },
}

impl<'a> Target<'a> {
    fn problem(&self) -> &'a Problem {
        match self {
            Target::Drill { problem, .. } | Target::Practice { problem, .. } => problem,
        }
    }
}

/// A member's one drill submission in flight; leaving (dropping) frees the member.
struct Judging<'a> {
    set: &'a dashmap::DashSet<MemberId>,
    member: MemberId,
}

impl<'a> Judging<'a> {
    fn enter(set: &'a dashmap::DashSet<MemberId>, member: &MemberId) -> Option<Judging<'a>> {
        set.insert(member.clone()).then(|| Judging { set, member: member.clone() })
    }
}

impl Drop for Judging<'_> {
    fn drop(&mut self) {
        self.set.remove(&self.member);
    }
}

impl Drills {
    async fn target(
        &self,
        me: &Member,
        group: Option<&StudyGroup>,
    ) -> Result<Option<Target<'_>>, StoreError> {
        let now = self.clock.now();
        if let Some(g) = group {
            let today = schedule::local_date(g.tz, now);
            let posting = match self.store.posting(&g.id, today).await? {
                Some(p) => Some(p),
                None => self.store.latest_posting(&g.id).await?,
            };
            return Ok(posting
                .and_then(|p| self.bank.get(&p.problem))
                .map(|problem| Target::Drill { group: g.id.clone(), problem, day: today }));
        }
        if let Some((id, topic)) = self.store.practice(&me.id).await?
            && let Some(problem) = self.bank.get(&id)
        {
            return Ok(Some(Target::Practice { problem, topic }));
        }
        // In a DM: the newest group drill the member has not solved yet.
        let solved: Vec<String> =
            self.store.member_solves(&me.id).await?.into_iter().map(|s| s.problem).collect();
        let mut best: Option<(NaiveDate, GroupId, &Problem)> = None;
        for gid in self.store.groups_of(&me.id).await? {
            if let Some(p) = self.store.latest_posting(&gid).await?
                && !solved.contains(&p.problem)
                && let Some(problem) = self.bank.get(&p.problem)
                && best.as_ref().is_none_or(|(d, ..)| p.date > *d)
            {
                best = Some((p.date, gid, problem));
            }
        }
        let Some((_, group, problem)) = best else { return Ok(None) };
        let tz = self.store.group(&group).await?.map_or(chrono_tz::Tz::UTC, |g| g.tz);
        Ok(Some(Target::Drill { group, problem, day: schedule::local_date(tz, now) }))
    }

    /// The problem a submission (or a hint) would be for now.
    pub(super) async fn open_problem(
        &self,
        me: &Member,
        group: Option<&StudyGroup>,
    ) -> Result<Option<&Problem>, StoreError> {
        Ok(self.target(me, group).await?.map(|t| t.problem()))
    }

    /// `/drill lang L`: the open problem's starter in `lang` (the problem a submission would be
    /// judged against, so the starter matches what `/drill submit` expects).
    pub(super) async fn starter(
        &self,
        caller: &Caller,
        me: &Member,
        group: Option<&StudyGroup>,
        lang: Lang,
    ) -> Result<Vec<DrillsReply>, StoreError> {
        let loc = caller.locale;
        let Some(target) = self.target(me, group).await? else {
            return Ok(vec![reply(loc, &DrillMsg::NothingToSubmit)]);
        };
        let p = target.problem();
        let msg = match p.starter(lang) {
            Some(code) => DrillMsg::Starter {
                title: p.title().get(if loc == Locale::ZhCn { "zh" } else { "en" }).to_string(),
                language: lang.id().to_string(),
                code,
            },
            None => DrillMsg::NoStarter {
                language: lang.id().to_string(),
                available: p.languages().iter().map(|l| l.id()).collect::<Vec<_>>().join(", "),
            },
        };
        Ok(vec![reply(loc, &msg)])
    }

    pub(super) async fn hint(
        &self,
        caller: &Caller,
        me: &Member,
        group: Option<&StudyGroup>,
    ) -> Result<Vec<DrillsReply>, StoreError> {
        let loc = caller.locale;
        let Some(target) = self.target(me, group).await? else {
            return Ok(vec![reply(loc, &DrillMsg::NothingToSubmit)]);
        };
        let p = target.problem();
        if self.locked(&caller.user).await.iter().any(|id| id == p.id()) {
            return Ok(vec![reply(loc, &DrillMsg::ProblemClosed)]);
        }
        let total = p.spec.hints.len() as u32;
        if self.store.hints_used(&me.id, p.id()).await? >= total {
            return Ok(vec![reply(loc, &DrillMsg::NoMoreHints)]);
        }
        let n = self.store.take_hint(&me.id, p.id()).await?;
        let text = p.spec.hints[(n - 1) as usize]
            .get(if loc == Locale::ZhCn { "zh" } else { "en" })
            .to_string();
        let cost = scoring::after_hints(100, n);
        // Hints are personal: in a group they would spoil the problem for everyone.
        Ok(vec![DrillsReply {
            to: Audience::Account(caller.user.clone()),
            text: render(&DrillMsg::Hint { index: n, total, text, cost }, loc),
            png: None,
        }])
    }

    pub(super) async fn submit(
        &self,
        caller: &Caller,
        me: &Member,
        group: Option<&StudyGroup>,
        lang: Lang,
        code: &str,
    ) -> Result<Vec<DrillsReply>, StoreError> {
        let loc = caller.locale;
        let Some(target) = self.target(me, group).await? else {
            return Ok(vec![reply(loc, &DrillMsg::NothingToSubmit)]);
        };
        // One submission in flight per member (the guard is released when this returns).
        let Some(_judging) = Judging::enter(&self.judging, &me.id) else {
            return Ok(vec![reply(loc, &DrillMsg::StillJudging)]);
        };
        let p = target.problem();
        if self.locked(&caller.user).await.iter().any(|id| id == p.id()) {
            return Ok(vec![reply(loc, &DrillMsg::ProblemClosed)]);
        }
        let (title, ..) = problem_text(p, loc);
        let now = self.clock.now();
        let day = match &target {
            Target::Drill { day, .. } => *day,
            Target::Practice { .. } => me.day_at(now),
        };
        let opts = JudgeOptions::scored();
        // Replies go to the member (and to a group): only what the candidate may see is kept.
        crate::crashpoint::hit("group-judging");
        let outcome = match self.judge_for(&caller.user).judge(p, lang, code, &opts).await {
            Ok(o) => o.candidate_view(),
            Err(e) => {
                // The bot's own failures (sandbox down, a broken problem) must not cost the member
                // their streak. A language the problem does not offer is their doing, and a full
                // queue is what a member flooding it would make happen: neither excuses a day.
                let excused = !matches!(
                    e,
                    JudgeError::LanguageNotOffered { .. }
                        | JudgeError::Executor(mashang_judge::exec::ExecError::QueueFull)
                );
                if excused {
                    self.store.excuse_day(&me.id, day).await?;
                    tracing::warn!(error = %e, member = %me.id.0, "drill submission not judged; day excused");
                }
                let msg = DrillMsg::JudgeFailed { detail: e.to_string(), excused };
                return Ok(vec![reply(loc, &msg)]);
            }
        };
        let accepted = outcome.verdict == Verdict::Accepted;
        let hints = reveal::charged_hints(
            self.store.hints_used(&me.id, p.id()).await?,
            self.store.reveals_used(&me.id, p.id()).await?,
        );
        if !accepted {
            let failure = reveal::failure_of(&outcome, lang, code);
            self.store.record_failed_submission(&me.id, p.id(), &failure).await?;
            for topic in &p.spec.topics {
                self.store.note_weak_topic(&me.id, topic).await?;
            }
        }
        match target {
            Target::Practice { topic, .. } => {
                let card_topic =
                    topic.unwrap_or_else(|| p.spec.topics.first().cloned().unwrap_or_default());
                let cards = self.store.cards(&me.id).await?;
                let card = cards
                    .into_iter()
                    .find(|c| c.topic == card_topic)
                    .unwrap_or_else(|| Card::new(&card_topic, day));
                let next = sm2::review(&card, sm2::quality(accepted, hints), day);
                self.store.save_card(&me.id, &next).await?;
                if !accepted {
                    return Ok(vec![self.rejected(loc, &outcome)]);
                }
                self.store.set_practice(&me.id, None).await?;
                let solve = SolveRecord {
                    member: me.id.clone(),
                    group: None,
                    problem: p.id().to_string(),
                    day,
                    points: 0,
                    hints,
                    at: now,
                    lang: lang.id().to_string(),
                };
                self.store.record_solve(&solve).await?;
                Ok(vec![reply(
                    loc,
                    &DrillMsg::PracticeAccepted { title, next_days: next.interval },
                )])
            }
            Target::Drill { group: gid, .. } => {
                let drill_day = day;
                if !accepted {
                    return Ok(vec![self.rejected(loc, &outcome)]);
                }
                let solve = SolveRecord {
                    member: me.id.clone(),
                    group: Some(gid.clone()),
                    problem: p.id().to_string(),
                    day: drill_day,
                    points: scoring::after_hints(scoring::base(p.level()), hints),
                    hints,
                    at: now,
                    lang: lang.id().to_string(),
                };
                let ranked = self.store.record_ranked_solve(&solve, &scoring::BONUS_BY_RANK);
                let mut out = if let Some(points) = ranked.await? {
                    self.boards_changed();
                    vec![reply(loc, &DrillMsg::Accepted { points, title: title.clone() })]
                } else {
                    vec![reply(loc, &DrillMsg::AcceptedNoPoints { title: title.clone() })]
                };
                out.extend(self.copy_check(caller, &gid, p, me, lang, code).await?);
                Ok(out)
            }
        }
    }

    fn rejected(&self, loc: Locale, o: &mashang_judge::JudgeOutcome) -> DrillsReply {
        reply(
            loc,
            &DrillMsg::NotAccepted {
                verdict: o.verdict.as_str().to_string(),
                passed: o.passed as u32,
                total: o.total as u32,
            },
        )
    }

    /// Flags a solution very similar to other members' accepted ones (see `fingerprint`) to the
    /// group's admins, privately: to each admin's account on the caller's platform, the one a
    /// front end serving this submission can reach (an admin with no account there is not told;
    /// linking one makes them reachable).
    async fn copy_check(
        &self,
        caller: &Caller,
        gid: &GroupId,
        p: &Problem,
        me: &Member,
        lang: Lang,
        code: &str,
    ) -> Result<Vec<DrillsReply>, StoreError> {
        let starter = p.starter(lang).map(|s| Fingerprint::of(&s, lang)).unwrap_or_default();
        let fp = Fingerprint::of(code, lang).without(&starter);
        let others = self.store.add_fingerprint(gid, p.id(), &me.id, &fp).await?;
        let mut similar: Vec<_> = others
            .iter()
            .filter(|(_, theirs)| fp.looks_copied(theirs))
            .map(|(m, theirs)| (m, fp.similarity(theirs)))
            .collect();
        if similar.is_empty() {
            return Ok(Vec::new());
        }
        similar.sort_by(|a, b| b.1.total_cmp(&a.1));
        let Some(g) = self.store.group(gid).await? else { return Ok(Vec::new()) };
        let mut matches = Vec::new();
        for (m, sim) in similar {
            let name = self.store.member(m).await?.map_or(m.0.clone(), |m| m.name);
            matches.push(format!("{name} ({:.0}%)", sim * 100.0));
        }
        let msg = DrillMsg::CopyFlag {
            title: problem_text(p, g.locale).0,
            member: me.name.clone(),
            matches: matches.join(", "),
        };
        let mut out = Vec::new();
        for admin in &g.admins {
            for account in self.store.accounts(admin).await? {
                if account.platform == caller.user.platform {
                    out.push(DrillsReply {
                        to: Audience::Account(account),
                        text: render(&msg, g.locale),
                        png: None,
                    });
                }
            }
        }
        if out.is_empty() {
            tracing::warn!(
                group = %gid.0,
                platform = %caller.user.platform,
                "copy flag not sent: no admin has an account on the submitter's platform"
            );
        }
        Ok(out)
    }

    /// Picks (and remembers) a practice problem from the member's most due weak topic.
    pub(super) async fn practice(&self, me: &Member, loc: Locale) -> Result<DrillMsg, StoreError> {
        let today = me.day_at(self.clock.now());
        let mut cards = self.store.cards(&me.id).await?;
        for topic in self.store.weak_topics(&me.id).await? {
            if !cards.iter().any(|c| c.topic == topic) {
                let card = Card::new(&topic, today);
                self.store.save_card(&me.id, &card).await?;
                cards.push(card);
            }
        }
        let topic = sm2::next_due(&cards, today).map(|c| c.topic.clone());
        let mut solved: Vec<String> =
            self.store.member_solves(&me.id).await?.into_iter().map(|s| s.problem).collect();
        // Never their live duel's or peer session's problem (a member id is an account key).
        if let Ok(account) = crate::session::UserKey::parse(&me.id.0) {
            solved.extend(self.locked(&account).await);
        }
        // A member following a study plan practises its next problem.
        if let Some((p, topic)) = self.plan_practice(me, &solved, loc).await? {
            self.store.set_practice(&me.id, Some((p.id(), Some(&topic)))).await?;
            let (title, statement, samples) = problem_text(p, loc);
            let starter = drill_starter(p, drill_language(p), loc);
            return Ok(DrillMsg::Practice { topic, title, statement, samples, starter });
        }
        let Some(p) = pick::practice(&self.bank, &me.id.0, today, topic.as_deref(), &solved) else {
            return Ok(DrillMsg::NoPractice);
        };
        self.store.set_practice(&me.id, Some((p.id(), topic.as_deref()))).await?;
        let (title, statement, samples) = problem_text(p, loc);
        let topic = topic.unwrap_or_else(|| p.spec.topics.join(", "));
        let starter = drill_starter(p, drill_language(p), loc);
        Ok(DrillMsg::Practice { topic, title, statement, samples, starter })
    }
}

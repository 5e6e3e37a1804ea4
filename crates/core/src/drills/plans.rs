//! `/plan` and the drills' study-plan glue: a member follows a plan (their progress counts every
//! problem they solved, in an interview, a drill or practice, once), `/practice` sends the plan's
//! next problem, and a group whose daily post follows a plan (`/drill config plan=<id>`) gets the
//! next problem it has not solved, with its progress on the board.

use std::collections::HashSet;
use std::sync::Arc;

use super::command::PlanCommand;
use super::group::StudyGroup;
use super::msg::DrillMsg;
use super::plan_msg::{PlanMsg, PlanRow, SectionLine, daily_line};
use super::service::{Caller, Drills, DrillsReply, reply};
use super::store::{Enrolment, Member};
use crate::plan::Plan;
use crate::ports::StoreError;
use mashang_i18n::Locale;
use mashang_judge::problem::Problem;

/// Problems posted to a group that the plan pick looks back over (a year of daily posts).
const POSTED_LOOKBACK: usize = 400;
/// Members listed on a group's plan progress.
const GROUP_TOP: usize = 5;

fn lang(locale: Locale) -> &'static str {
    if locale == Locale::ZhCn { "zh" } else { "en" }
}

impl Drills {
    /// The study plans `/plan` offers and groups may follow (checked against the bank by the
    /// caller: `problems check` refuses a plan naming a problem the bank lacks).
    pub fn with_plans(mut self, plans: Vec<Plan>) -> Self {
        self.plans = Arc::new(plans);
        self
    }

    pub(super) fn plan(&self, id: &str) -> Option<&Plan> {
        self.plans.iter().find(|p| p.id == id)
    }

    fn title(&self, id: &str, locale: Locale) -> String {
        self.bank.get(id).map_or_else(|| id.to_string(), |p| p.title().get(lang(locale)).into())
    }

    pub(super) fn unknown(&self, id: &str) -> DrillMsg {
        let available = self.plans.iter().map(|p| p.id.as_str()).collect::<Vec<_>>().join(", ");
        let id = crate::plan::is_plan_id(id).then(|| id.to_string());
        DrillMsg::Plan(PlanMsg::Unknown { id, available })
    }

    /// The problems `me` solved anywhere, each once.
    async fn solved(&self, me: &Member) -> Result<HashSet<String>, StoreError> {
        Ok(self.store.solved_problems(&me.id).await?.into_iter().collect())
    }

    pub(super) async fn plan_command(
        &self,
        caller: &Caller,
        me: &Member,
        group: Option<&StudyGroup>,
        cmd: PlanCommand,
    ) -> Result<Vec<DrillsReply>, StoreError> {
        let loc = caller.locale;
        let l = lang(loc);
        let one = |m: DrillMsg| Ok(vec![reply(loc, &m)]);
        let enrolled = self.store.enrolment(&me.id).await?;
        match cmd {
            PlanCommand::List => one(DrillMsg::Plan(PlanMsg::List {
                plans: self
                    .plans
                    .iter()
                    .map(|p| PlanRow {
                        id: p.id.clone(),
                        title: p.title.get(l).into(),
                        description: p.description.get(l).into(),
                        problems: p.problems().count(),
                        per_week: p.per_week,
                    })
                    .collect(),
                following: enrolled.map(|e| e.plan),
            })),
            PlanCommand::Show(id) => {
                let id =
                    id.or_else(|| group.and_then(|g| g.plan.clone())).or(enrolled.map(|e| e.plan));
                let Some(id) = id else {
                    return Box::pin(self.plan_command(caller, me, group, PlanCommand::List)).await;
                };
                let Some(plan) = self.plan(&id) else { return one(self.unknown(&id)) };
                let solved = self.solved(me).await?;
                let sections = plan
                    .sections
                    .iter()
                    .map(|s| {
                        let rows =
                            s.problems.iter().map(|p| (self.title(p, loc), solved.contains(p)));
                        (s.title.get(l).to_string(), rows.collect())
                    })
                    .collect();
                one(DrillMsg::Plan(PlanMsg::Show {
                    title: plan.title.get(l).into(),
                    description: plan.description.get(l).into(),
                    per_week: plan.per_week,
                    sections,
                }))
            }
            PlanCommand::Start(id) => {
                let Some(plan) = self.plan(&id) else { return one(self.unknown(&id)) };
                let since = me.day_at(self.clock.now());
                self.store.set_enrolment(&me.id, Some(&Enrolment { plan: id, since })).await?;
                let solved = self.solved(me).await?;
                let progress = plan.progress(&solved.iter().map(String::as_str).collect());
                one(DrillMsg::Plan(PlanMsg::Started {
                    title: plan.title.get(l).into(),
                    total: progress.total,
                    per_week: plan.per_week,
                    done: progress.done,
                    next: progress.next.map(|p| self.title(&p, loc)),
                }))
            }
            PlanCommand::Stop => match enrolled {
                Some(e) => {
                    self.store.set_enrolment(&me.id, None).await?;
                    let title = self.plan(&e.plan).map_or(e.plan, |p| p.title.get(l).into());
                    one(DrillMsg::Plan(PlanMsg::Stopped { title }))
                }
                None => one(DrillMsg::Plan(PlanMsg::NotFollowing)),
            },
            PlanCommand::Progress => {
                let mut out = Vec::new();
                if let Some(g) = group.filter(|g| g.plan.is_some()) {
                    out.extend(self.group_plan_msg(g, loc).await?);
                }
                let mine = match enrolled {
                    Some(e) => self.member_progress(me, &e, loc).await?,
                    None if out.is_empty() => Some(DrillMsg::Plan(PlanMsg::NotFollowing)),
                    None => None,
                };
                out.extend(mine);
                Ok(out.iter().map(|m| reply(loc, m)).collect())
            }
        }
    }

    async fn member_progress(
        &self,
        me: &Member,
        e: &Enrolment,
        loc: Locale,
    ) -> Result<Option<DrillMsg>, StoreError> {
        let Some(plan) = self.plan(&e.plan) else { return Ok(Some(self.unknown(&e.plan))) };
        let l = lang(loc);
        let solved = self.solved(me).await?;
        let p = plan.progress(&solved.iter().map(String::as_str).collect());
        Ok(Some(DrillMsg::Plan(PlanMsg::Progress {
            title: plan.title.get(l).into(),
            done: p.done,
            total: p.total,
            since: e.since.to_string(),
            expected: plan.expected_by(e.since, me.day_at(self.clock.now())),
            sections: p
                .sections
                .iter()
                .map(|s| SectionLine {
                    title: plan.sections[s.section].title.get(l).into(),
                    done: s.done,
                    total: s.total,
                })
                .collect(),
            next: p.next.map(|id| self.title(&id, loc)),
        })))
    }

    /// The group's progress along the plan it follows (`None` when it follows none that exists).
    pub(super) async fn group_plan_msg(
        &self,
        g: &StudyGroup,
        loc: Locale,
    ) -> Result<Option<DrillMsg>, StoreError> {
        let Some(plan) = g.plan.as_deref().and_then(|id| self.plan(id)) else { return Ok(None) };
        let (posted, solves) = self.group_plan_state(g).await?;
        let in_plan: HashSet<&str> = plan.problems().collect();
        let solved: HashSet<&str> =
            solves.iter().map(|(p, _)| p.as_str()).filter(|p| in_plan.contains(p)).collect();
        let mut per_member: Vec<(super::group::MemberId, usize)> = Vec::new();
        for (p, m) in &solves {
            if !in_plan.contains(p.as_str()) {
                continue;
            }
            match per_member.iter_mut().find(|(id, _)| id == m) {
                Some((_, n)) => *n += 1,
                None => per_member.push((m.clone(), 1)),
            }
        }
        per_member.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        let mut top = Vec::new();
        for (id, n) in per_member.into_iter().take(GROUP_TOP) {
            let name = self.store.member(&id).await?.map_or_else(|| "—".into(), |m| m.name);
            top.push((name, n));
        }
        let posted: HashSet<&str> = posted.iter().map(String::as_str).collect();
        let next = plan.next_for_group(&posted, &solved).map(|p| self.title(p, loc));
        Ok(Some(DrillMsg::Plan(PlanMsg::Group {
            group: g.name.clone(),
            title: plan.title.get(lang(loc)).into(),
            solved: solved.len(),
            posted: posted.iter().filter(|p| in_plan.contains(*p)).count(),
            total: in_plan.len(),
            next,
            top,
        })))
    }

    /// The problems posted to the group, and every `(problem, member)` solved in it.
    async fn group_plan_state(
        &self,
        g: &StudyGroup,
    ) -> Result<(Vec<String>, Vec<(String, super::group::MemberId)>), StoreError> {
        let posted = self.store.recent_problems(&g.id, POSTED_LOOKBACK).await?;
        Ok((posted, self.store.group_solves(&g.id).await?))
    }

    /// The day's problem of a group following a plan: the plan's next problem the group has
    /// neither been posted nor solved (then a second pass over what nobody solved). `None` when
    /// the group follows no plan, or solved all of it (the usual pick takes over).
    pub(super) async fn plan_pick(&self, g: &StudyGroup) -> Result<Option<&Problem>, StoreError> {
        let Some(plan) = g.plan.as_deref().and_then(|id| self.plan(id)) else { return Ok(None) };
        let (posted, solves) = self.group_plan_state(g).await?;
        let posted: HashSet<&str> = posted.iter().map(String::as_str).collect();
        let solved: HashSet<&str> = solves.iter().map(|(p, _)| p.as_str()).collect();
        Ok(plan.next_for_group(&posted, &solved).and_then(|id| self.bank.get(id)))
    }

    /// The plan line of a daily post of `p` in a group following a plan that holds it.
    pub(super) fn plan_line(&self, g: &StudyGroup, p: &Problem) -> Option<String> {
        let plan = self.plan(g.plan.as_deref()?)?;
        let (section, n) = plan.position(p.id())?;
        let l = lang(g.locale);
        let total = plan.problems().count();
        let (title, section) = (plan.title.get(l), plan.sections[section].title.get(l));
        Some(daily_line(g.locale, title, section, n, total))
    }

    /// The next unsolved, open problem of the plan `me` follows, with its practice topic (the
    /// plan's section), for `/practice`; `None` when they follow none or finished it.
    pub(super) async fn plan_practice(
        &self,
        me: &Member,
        closed: &[String],
        loc: Locale,
    ) -> Result<Option<(&Problem, String)>, StoreError> {
        let Some(e) = self.store.enrolment(&me.id).await? else { return Ok(None) };
        let Some(plan) = self.plan(&e.plan) else { return Ok(None) };
        let solved = self.solved(me).await?;
        let l = lang(loc);
        for s in &plan.sections {
            for id in &s.problems {
                if solved.contains(id) || closed.contains(id) {
                    continue;
                }
                if let Some(p) = self.bank.get(id) {
                    return Ok(Some((p, format!("{} · {}", plan.title.get(l), s.title.get(l)))));
                }
            }
        }
        Ok(None)
    }
}

//! SQLite implementation of the drills' `DrillStore` port (tables in `drills_schema`).

use chrono::{DateTime, NaiveDate, Utc};
use rusqlite::{Connection, OptionalExtension, params};

use super::drills_rows::{
    date, from_ms, load_group, ms, resolve_in, save_group_in, solve_from_row, tz,
};
use super::{CallError, SqliteStore, map_call};
use mashang_core::drills::board::ScoreRow;
use mashang_core::drills::fingerprint::Fingerprint;
use mashang_core::drills::group::{ChatKey, GroupId, MemberId, StudyGroup};
use mashang_core::drills::link::Redeemed;
use mashang_core::drills::live::LiveBoard;
use mashang_core::drills::sm2::Card;
use mashang_core::drills::store::{
    DrillStore, Enrolment, FailedSubmission, Member, PostingRecord, SolveRecord,
};
use mashang_core::ports::StoreError;
use mashang_core::session::UserKey;
use mashang_i18n::Locale;

impl SqliteStore {
    pub(super) async fn run<T, F>(&self, f: F) -> Result<T, StoreError>
    where
        T: Send + 'static,
        F: FnOnce(&mut Connection) -> Result<T, CallError> + Send + 'static,
    {
        self.conn.call(f).await.map_err(map_call)
    }
}

#[async_trait::async_trait]
impl DrillStore for SqliteStore {
    async fn save_group(&self, g: &StudyGroup) -> Result<(), StoreError> {
        let g = g.clone();
        self.run(move |c| save_group_in(c, &g)).await
    }

    async fn group(&self, id: &GroupId) -> Result<Option<StudyGroup>, StoreError> {
        let id = id.0.clone();
        self.run(move |c| load_group(c, &id)).await
    }

    async fn group_by_chat(&self, chat: &ChatKey) -> Result<Option<StudyGroup>, StoreError> {
        let chat = chat.to_string();
        self.run(move |c| {
            let id: Option<String> = c
                .query_row("SELECT group_id FROM drill_chats WHERE chat = ?1", [&chat], |r| {
                    r.get(0)
                })
                .optional()?;
            match id {
                Some(id) => load_group(c, &id),
                None => Ok(None),
            }
        })
        .await
    }

    async fn groups(&self) -> Result<Vec<StudyGroup>, StoreError> {
        self.run(|c| {
            let ids: Vec<String> = c
                .prepare("SELECT id FROM drill_groups ORDER BY id")?
                .query_map([], |r| r.get(0))?
                .collect::<Result<_, _>>()?;
            let mut out = Vec::new();
            for id in ids {
                out.extend(load_group(c, &id)?);
            }
            Ok(out)
        })
        .await
    }

    async fn last_posted(&self, group: &GroupId) -> Result<Option<NaiveDate>, StoreError> {
        let id = group.0.clone();
        self.run(move |c| {
            let d: Option<String> = c.query_row(
                "SELECT MAX(date) FROM drill_postings WHERE group_id = ?1",
                [&id],
                |r| r.get(0),
            )?;
            d.map(|d| date(&d)).transpose()
        })
        .await
    }

    async fn claim_posting(
        &self,
        p: &PostingRecord,
        missed: &[NaiveDate],
    ) -> Result<bool, StoreError> {
        self.claim_posting_row(p, missed).await
    }

    async fn posting(
        &self,
        group: &GroupId,
        day: NaiveDate,
    ) -> Result<Option<PostingRecord>, StoreError> {
        self.posting_row(group, day).await
    }

    async fn latest_posting(&self, group: &GroupId) -> Result<Option<PostingRecord>, StoreError> {
        self.latest_posting_row(group).await
    }

    async fn recent_problems(
        &self,
        group: &GroupId,
        limit: usize,
    ) -> Result<Vec<String>, StoreError> {
        self.recent_problem_ids(group, limit).await
    }

    async fn mark_delivered(
        &self,
        group: &GroupId,
        day: NaiveDate,
        chat: &ChatKey,
    ) -> Result<bool, StoreError> {
        self.claim_delivery(group, day, chat).await
    }

    async fn confirm_delivered(
        &self,
        group: &GroupId,
        day: NaiveDate,
        chat: &ChatKey,
    ) -> Result<(), StoreError> {
        self.confirm_delivery(group, day, chat).await
    }

    async fn record_failure(&self, group: &GroupId, day: NaiveDate) -> Result<(), StoreError> {
        self.record_group_failure(group, day).await
    }

    async fn excused_days(&self, member: &MemberId) -> Result<Vec<NaiveDate>, StoreError> {
        self.member_excused_days(member).await
    }

    async fn failed_posts(
        &self,
        member: &MemberId,
    ) -> Result<Vec<(GroupId, NaiveDate)>, StoreError> {
        self.member_failed_posts(member).await
    }

    async fn delivered_chats(
        &self,
        group: &GroupId,
        date: NaiveDate,
    ) -> Result<Vec<ChatKey>, StoreError> {
        self.posted_chats(group, date).await
    }

    async fn resolve(&self, user: &UserKey) -> Result<MemberId, StoreError> {
        let key = user.to_string();
        self.run(move |c| Ok(MemberId(resolve_in(c, &key)?))).await
    }

    async fn accounts(&self, member: &MemberId) -> Result<Vec<UserKey>, StoreError> {
        let m = member.0.clone();
        self.run(move |c| {
            let mut keys: Vec<String> = c
                .prepare("SELECT user_key FROM drill_accounts WHERE member = ?1")?
                .query_map([&m], |r| r.get(0))?
                .collect::<Result<_, _>>()?;
            if !keys.contains(&m) && resolve_in(c, &m)? == m {
                keys.push(m.clone());
            }
            keys.sort();
            keys.iter().map(|k| super::stored_user(k)).collect()
        })
        .await
    }

    async fn member(&self, id: &MemberId) -> Result<Option<Member>, StoreError> {
        let m = id.0.clone();
        self.run(move |c| {
            type Row = (String, String, String, bool, Option<String>, Option<String>);
            let row: Option<Row> = c
                .query_row(
                    "SELECT name, tz, locale, daily_practice, tz_next, tz_next_from
                     FROM drill_members WHERE id = ?1",
                    [&m],
                    |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?, r.get(5)?)),
                )
                .optional()?;
            row.map(|(name, zone, locale, daily_practice, next, from)| {
                let tz_next = match (next, from) {
                    (Some(next), Some(from)) => Some((tz(&next)?, date(&from)?)),
                    _ => None,
                };
                Ok(Member {
                    id: MemberId(m.clone()),
                    name,
                    tz: tz(&zone)?,
                    locale: Locale::parse(&locale).unwrap_or_default(),
                    daily_practice,
                    tz_next,
                })
            })
            .transpose()
        })
        .await
    }

    async fn save_member(&self, m: &Member) -> Result<(), StoreError> {
        let m = m.clone();
        self.run(move |c| {
            let (next, from) = match m.tz_next {
                Some((tz, from)) => (Some(tz.name().to_string()), Some(from.to_string())),
                None => (None, None),
            };
            let tx = c.transaction()?;
            let new = tx
                .query_row("SELECT 1 FROM drill_members WHERE id = ?1", [&m.id.0], |_| Ok(()))
                .optional()?
                .is_none();
            tx.execute(
                "INSERT INTO drill_members (id, name, tz, locale, daily_practice, tz_next, tz_next_from)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
                 ON CONFLICT(id) DO UPDATE SET name = ?2, tz = ?3, locale = ?4, daily_practice = ?5,
                     tz_next = ?6, tz_next_from = ?7",
                params![m.id.0, m.name, m.tz.name(), m.locale.as_str(), m.daily_practice, next, from],
            )?;
            if new {
                // A forgotten account coming back gets the numbers /forget kept of it.
                super::forget::restore(&tx, &m.id.0)?;
            }
            tx.commit()?;
            Ok(())
        })
        .await
    }

    async fn join(&self, group: &GroupId, member: &MemberId) -> Result<(), StoreError> {
        let (g, m) = (group.0.clone(), member.0.clone());
        self.run(move |c| {
            c.execute(
                "INSERT OR IGNORE INTO drill_group_members (group_id, member) VALUES (?1, ?2)",
                params![g, m],
            )?;
            Ok(())
        })
        .await
    }

    async fn groups_of(&self, member: &MemberId) -> Result<Vec<GroupId>, StoreError> {
        let m = member.0.clone();
        self.run(move |c| {
            Ok(c.prepare(
                "SELECT group_id FROM drill_group_members WHERE member = ?1 ORDER BY group_id",
            )?
            .query_map([&m], |r| r.get(0).map(GroupId))?
            .collect::<Result<_, _>>()?)
        })
        .await
    }

    async fn daily_practice_members(&self) -> Result<Vec<MemberId>, StoreError> {
        self.run(|c| {
            Ok(c.prepare("SELECT id FROM drill_members WHERE daily_practice = 1 ORDER BY id")?
                .query_map([], |r| r.get(0).map(MemberId))?
                .collect::<Result<_, _>>()?)
        })
        .await
    }

    async fn record_solve(&self, s: &SolveRecord) -> Result<bool, StoreError> {
        let s = s.clone();
        self.run(move |c| {
            let n = c.execute(
                "INSERT OR IGNORE INTO drill_solves (member, group_id, problem, day, points, hints, at, lang)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                params![
                    s.member.0, s.group.as_ref().map_or("", |g| g.0.as_str()), s.problem, s.day.to_string(),
                    s.points, s.hints, ms(s.at), s.lang
                ],
            )?;
            Ok(n == 1)
        })
        .await
    }

    async fn record_ranked_solve(
        &self,
        s: &SolveRecord,
        bonus: &[u32],
    ) -> Result<Option<u32>, StoreError> {
        self.ranked_solve(s, bonus).await
    }

    async fn solvers(&self, group: &GroupId, problem: &str) -> Result<usize, StoreError> {
        let (g, p) = (group.0.clone(), problem.to_string());
        self.run(move |c| {
            let n: i64 = c.query_row(
                "SELECT COUNT(*) FROM drill_solves WHERE group_id = ?1 AND problem = ?2",
                params![g, p],
                |r| r.get(0),
            )?;
            Ok(n as usize)
        })
        .await
    }

    async fn group_scores(
        &self,
        group: &GroupId,
        since: Option<DateTime<Utc>>,
    ) -> Result<Vec<ScoreRow>, StoreError> {
        let g = group.0.clone();
        let since = since.map_or(i64::MIN, ms);
        self.run(move |c| {
            Ok(c.prepare(
                "SELECT s.member, COALESCE(m.name, ''), s.points, s.at FROM drill_solves s
                 LEFT JOIN drill_members m ON m.id = s.member WHERE s.group_id = ?1 AND s.at >= ?2 ORDER BY s.at",
            )?
            .query_map(params![g, since], |r| {
                Ok(ScoreRow {
                    member: MemberId(r.get(0)?),
                    name: r.get(1)?,
                    points: r.get(2)?,
                    at: from_ms(r.get(3)?),
                })
            })?
            .collect::<Result<_, _>>()?)
        })
        .await
    }

    async fn solved_problems(&self, member: &MemberId) -> Result<Vec<String>, StoreError> {
        self.plan_solved(member).await
    }

    async fn group_solves(&self, group: &GroupId) -> Result<Vec<(String, MemberId)>, StoreError> {
        self.plan_group_solves(group).await
    }

    async fn enrolment(&self, member: &MemberId) -> Result<Option<Enrolment>, StoreError> {
        self.plan_enrolment(member).await
    }

    async fn set_enrolment(&self, m: &MemberId, e: Option<&Enrolment>) -> Result<(), StoreError> {
        self.set_plan_enrolment(m, e).await
    }

    async fn member_solves(&self, member: &MemberId) -> Result<Vec<SolveRecord>, StoreError> {
        let m = member.0.clone();
        self.run(move |c| {
            let rows: Vec<_> = c
                .prepare(
                    "SELECT member, group_id, problem, day, points, hints, at, lang FROM drill_solves
                     WHERE member = ?1 ORDER BY at, id",
                )?
                .query_map([&m], solve_from_row)?
                .collect::<Result<_, _>>()?;
            rows.into_iter()
                .map(|(member, g, problem, day, points, hints, at, lang)| {
                    Ok(SolveRecord {
                        member: MemberId(member),
                        group: (!g.is_empty()).then_some(GroupId(g)),
                        problem,
                        day: date(&day)?,
                        points,
                        hints,
                        at: from_ms(at),
                        lang,
                    })
                })
                .collect()
        })
        .await
    }

    async fn take_hint(&self, member: &MemberId, problem: &str) -> Result<u32, StoreError> {
        let (m, p) = (member.0.clone(), problem.to_string());
        self.run(move |c| {
            Ok(c.query_row(
                "INSERT INTO drill_hints (member, problem, count) VALUES (?1, ?2, 1)
                 ON CONFLICT(member, problem) DO UPDATE SET count = count + 1 RETURNING count",
                params![m, p],
                |r| r.get(0),
            )?)
        })
        .await
    }

    async fn hints_used(&self, member: &MemberId, problem: &str) -> Result<u32, StoreError> {
        let (m, p) = (member.0.clone(), problem.to_string());
        self.run(move |c| {
            Ok(c.query_row(
                "SELECT count FROM drill_hints WHERE member = ?1 AND problem = ?2",
                params![m, p],
                |r| r.get(0),
            )
            .optional()?
            .unwrap_or(0))
        })
        .await
    }

    async fn record_failed_submission(
        &self,
        member: &MemberId,
        problem: &str,
        failure: &FailedSubmission,
    ) -> Result<(), StoreError> {
        self.save_failure(member, problem, failure).await
    }

    async fn last_failed_submission(
        &self,
        member: &MemberId,
        problem: &str,
    ) -> Result<Option<FailedSubmission>, StoreError> {
        self.load_failure(member, problem).await
    }

    async fn take_reveal(&self, member: &MemberId, problem: &str) -> Result<u32, StoreError> {
        self.charge_reveal(member, problem).await
    }

    async fn reveals_used(&self, member: &MemberId, problem: &str) -> Result<u32, StoreError> {
        self.reveal_count(member, problem).await
    }

    async fn add_fingerprint(
        &self,
        group: &GroupId,
        problem: &str,
        member: &MemberId,
        fingerprint: &Fingerprint,
    ) -> Result<Vec<(MemberId, Fingerprint)>, StoreError> {
        self.swap_fingerprints(group, problem, member, fingerprint).await
    }

    async fn weak_topics(&self, member: &MemberId) -> Result<Vec<String>, StoreError> {
        let m = member.0.clone();
        self.run(move |c| {
            // Interview weak topics are kept per account; drill ones per member.
            Ok(c.prepare(
                "SELECT topic FROM (
                     SELECT topic, count FROM drill_weak_topics WHERE member = ?1
                     UNION ALL
                     SELECT w.topic, w.count FROM weak_topics w WHERE w.user_key = ?1
                        OR w.user_key IN (SELECT user_key FROM drill_accounts WHERE member = ?1))
                 GROUP BY topic ORDER BY SUM(count) DESC, topic",
            )?
            .query_map([&m], |r| r.get(0))?
            .collect::<Result<_, _>>()?)
        })
        .await
    }

    async fn note_weak_topic(&self, member: &MemberId, topic: &str) -> Result<(), StoreError> {
        let (m, t) = (member.0.clone(), topic.to_string());
        self.run(move |c| {
            c.execute(
                "INSERT INTO drill_weak_topics (member, topic, count, last_seen) VALUES (?1, ?2, 1, ?3)
                 ON CONFLICT(member, topic) DO UPDATE SET count = count + 1, last_seen = ?3",
                params![m, t, ms(Utc::now())],
            )?;
            Ok(())
        })
        .await
    }

    async fn cards(&self, member: &MemberId) -> Result<Vec<Card>, StoreError> {
        let m = member.0.clone();
        self.run(move |c| {
            let rows: Vec<(String, f64, u32, u32, String)> = c
                .prepare("SELECT topic, ease, interval, reps, due FROM drill_cards WHERE member = ?1 ORDER BY topic")?
                .query_map([&m], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)))?
                .collect::<Result<_, _>>()?;
            rows.into_iter()
                .map(|(topic, ease, interval, reps, due)| Ok(Card { topic, ease, interval, reps, due: date(&due)? }))
                .collect()
        })
        .await
    }

    async fn save_card(&self, member: &MemberId, card: &Card) -> Result<(), StoreError> {
        let (m, k) = (member.0.clone(), card.clone());
        self.run(move |c| {
            c.execute(
                "INSERT OR REPLACE INTO drill_cards (member, topic, ease, interval, reps, due) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![m, k.topic, k.ease, k.interval, k.reps, k.due.to_string()],
            )?;
            Ok(())
        })
        .await
    }

    async fn practice(
        &self,
        member: &MemberId,
    ) -> Result<Option<(String, Option<String>)>, StoreError> {
        self.practice_row(member).await
    }

    async fn set_practice(
        &self,
        member: &MemberId,
        problem: Option<(&str, Option<&str>)>,
    ) -> Result<(), StoreError> {
        self.set_practice_row(member, problem).await
    }

    async fn create_link_code(
        &self,
        code: &str,
        user: &UserKey,
        expires: DateTime<Utc>,
    ) -> Result<(), StoreError> {
        self.new_link_code(code, user, expires).await
    }

    async fn redeem_link_code(
        &self,
        code: &str,
        by: &UserKey,
        now: DateTime<Utc>,
    ) -> Result<Redeemed, StoreError> {
        self.use_link_code(code, by, now).await
    }

    async fn link(&self, user: &UserKey, into: &MemberId) -> Result<(), StoreError> {
        self.link_account(user, into).await
    }

    async fn pin_board(&self, board: &LiveBoard) -> Result<(), StoreError> {
        self.pin_live_board(board).await
    }

    async fn live_boards(&self) -> Result<Vec<LiveBoard>, StoreError> {
        self.all_live_boards().await
    }

    async fn board_shown(
        &self,
        chat: &ChatKey,
        previous: Option<&str>,
        message: &str,
        shown: &str,
        at: DateTime<Utc>,
    ) -> Result<bool, StoreError> {
        self.live_board_shown(chat, previous, message, shown, at).await
    }

    async fn unpin_board(&self, chat: &ChatKey) -> Result<bool, StoreError> {
        self.set_live_board_unpin(chat).await
    }

    async fn drop_board(&self, chat: &ChatKey) -> Result<(), StoreError> {
        self.delete_live_board(chat).await
    }

    async fn move_chat(&self, from: &ChatKey, to: &ChatKey) -> Result<bool, StoreError> {
        self.move_chat_rows(from, to).await
    }

    async fn mark_chat_gone(&self, chat: &ChatKey) -> Result<bool, StoreError> {
        self.mark_gone(chat).await
    }

    async fn revive_chat(&self, chat: &ChatKey) -> Result<(), StoreError> {
        self.unmark_gone(chat).await
    }

    async fn gone_chats(&self) -> Result<Vec<ChatKey>, StoreError> {
        self.gone().await
    }

    async fn unmark_delivered(
        &self,
        group: &GroupId,
        date: NaiveDate,
        chat: &ChatKey,
    ) -> Result<(), StoreError> {
        self.forget_delivery(group, date, chat).await
    }

    async fn excuse_day(&self, member: &MemberId, day: NaiveDate) -> Result<(), StoreError> {
        self.excuse_member_day(member, day).await
    }

    async fn claim_practice_day(
        &self,
        member: &MemberId,
        day: NaiveDate,
    ) -> Result<bool, StoreError> {
        self.claim_practice(member, day, true).await
    }

    async fn release_practice_day(
        &self,
        member: &MemberId,
        day: NaiveDate,
    ) -> Result<(), StoreError> {
        self.claim_practice(member, day, false).await.map(drop)
    }
}

//! Postgres implementation of the drills' `DrillStore` port (tables in migration 2): groups,
//! postings, members, solves, hints, fingerprints, weak topics and cards. Link codes, delivery
//! marks, excuses, practice claims and reveals are in `drills_days`.

use chrono::{DateTime, NaiveDate, Utc};
use deadpool_postgres::GenericClient;

use super::drills_rows::{count, date, from_ms, load_group, ms, resolve_in, solve_from_row, tz};
use super::{CallError, PgStore, stored_user};
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

impl PgStore {
    async fn claim_posting_tx(
        &self,
        p: &PostingRecord,
        missed: &[NaiveDate],
    ) -> Result<bool, CallError> {
        let mut c = self.client().await?;
        let tx = c.transaction().await?;
        let inserted = tx
            .execute(
                r#"INSERT INTO drill_postings (group_id, "date", problem, posted_at) VALUES ($1, $2, $3, $4)
                   ON CONFLICT DO NOTHING"#,
                &[&p.group.0, &p.date.to_string(), &p.problem, &ms(p.posted_at)],
            )
            .await?
            == 1;
        if inserted {
            for d in missed {
                tx.execute(
                    r#"INSERT INTO drill_failures (group_id, "date") VALUES ($1, $2) ON CONFLICT DO NOTHING"#,
                    &[&p.group.0, &d.to_string()],
                )
                .await?;
            }
        }
        tx.commit().await?;
        Ok(inserted)
    }
}

#[async_trait::async_trait]
impl DrillStore for PgStore {
    async fn save_group(&self, g: &StudyGroup) -> Result<(), StoreError> {
        Ok(self.save_group_tx(g).await?)
    }

    async fn group(&self, id: &GroupId) -> Result<Option<StudyGroup>, StoreError> {
        let c = self.client().await?;
        Ok(load_group(&c, &id.0).await?)
    }

    async fn group_by_chat(&self, chat: &ChatKey) -> Result<Option<StudyGroup>, StoreError> {
        let c = self.client().await?;
        let row = c
            .query_opt("SELECT group_id FROM drill_chats WHERE chat = $1", &[&chat.to_string()])
            .await
            .map_err(CallError::from)?;
        match row {
            Some(r) => Ok(load_group(&c, r.get(0)).await?),
            None => Ok(None),
        }
    }

    async fn groups(&self) -> Result<Vec<StudyGroup>, StoreError> {
        let c = self.client().await?;
        let ids = c
            .query("SELECT id FROM drill_groups ORDER BY id", &[])
            .await
            .map_err(CallError::from)?;
        let mut out = Vec::new();
        for r in ids {
            out.extend(load_group(&c, r.get(0)).await?);
        }
        Ok(out)
    }

    async fn last_posted(&self, group: &GroupId) -> Result<Option<NaiveDate>, StoreError> {
        let rows = self
            .rows(r#"SELECT MAX("date") FROM drill_postings WHERE group_id = $1"#, &[&group.0])
            .await?;
        let d: Option<&str> = rows.first().and_then(|r| r.get(0));
        Ok(d.map(date).transpose()?)
    }

    async fn claim_posting(
        &self,
        p: &PostingRecord,
        missed: &[NaiveDate],
    ) -> Result<bool, StoreError> {
        Ok(self.claim_posting_tx(p, missed).await?)
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
        let c = self.client().await?;
        Ok(MemberId(resolve_in(&c, &user.to_string()).await?))
    }

    async fn accounts(&self, member: &MemberId) -> Result<Vec<UserKey>, StoreError> {
        let m = &member.0;
        let c = self.client().await?;
        let mut keys: Vec<String> = c
            .query("SELECT user_key FROM drill_accounts WHERE member = $1", &[m])
            .await
            .map_err(CallError::from)?
            .iter()
            .map(|r| r.get(0))
            .collect();
        if !keys.contains(m) && resolve_in(&c, m).await? == *m {
            keys.push(m.clone());
        }
        keys.sort();
        Ok(keys.iter().map(|k| stored_user(k)).collect::<Result<_, _>>()?)
    }

    async fn member(&self, id: &MemberId) -> Result<Option<Member>, StoreError> {
        let rows = self
            .rows(
                "SELECT name, tz, locale, daily_practice, tz_next, tz_next_from
                 FROM drill_members WHERE id = $1",
                &[&id.0],
            )
            .await?;
        Ok(rows
            .first()
            .map(|r| {
                let next: Option<&str> = r.get(4);
                let from: Option<&str> = r.get(5);
                let tz_next = match (next, from) {
                    (Some(next), Some(from)) => Some((tz(next)?, date(from)?)),
                    _ => None,
                };
                Ok::<_, CallError>(Member {
                    id: id.clone(),
                    name: r.get(0),
                    tz: tz(r.get(1))?,
                    locale: Locale::parse(r.get(2)).unwrap_or_default(),
                    daily_practice: r.get(3),
                    tz_next,
                })
            })
            .transpose()?)
    }

    async fn save_member(&self, m: &Member) -> Result<(), StoreError> {
        let next = m.tz_next.map(|(tz, _)| tz.name().to_string());
        let from = m.tz_next.map(|(_, from)| from.to_string());
        let mut c = self.client().await?;
        let tx = c.transaction().await.map_err(CallError::from)?;
        // `xmax = 0`: the row was inserted, not updated — a member seen for the first time.
        let new: bool = tx
            .query_one(
                "INSERT INTO drill_members (id, name, tz, locale, daily_practice, tz_next, tz_next_from)
                 VALUES ($1, $2, $3, $4, $5, $6, $7)
                 ON CONFLICT (id) DO UPDATE SET name = $2, tz = $3, locale = $4, daily_practice = $5,
                     tz_next = $6, tz_next_from = $7
                 RETURNING (xmax = 0)",
                &[&m.id.0, &m.name, &m.tz.name(), &m.locale.as_str(), &m.daily_practice, &next, &from],
            )
            .await
            .map_err(CallError::from)?
            .get(0);
        if new {
            // A forgotten account coming back gets the numbers /forget kept of it.
            super::forget::restore(&tx, &m.id.0).await?;
        }
        tx.commit().await.map_err(CallError::from)?;
        Ok(())
    }

    async fn join(&self, group: &GroupId, member: &MemberId) -> Result<(), StoreError> {
        self.exec(
            "INSERT INTO drill_group_members (group_id, member) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            &[&group.0, &member.0],
        )
        .await
        .map(drop)
    }

    async fn groups_of(&self, member: &MemberId) -> Result<Vec<GroupId>, StoreError> {
        let ids = self
            .column(
                "SELECT group_id FROM drill_group_members WHERE member = $1 ORDER BY group_id",
                &[&member.0],
            )
            .await?;
        Ok(ids.into_iter().map(GroupId).collect())
    }

    async fn daily_practice_members(&self) -> Result<Vec<MemberId>, StoreError> {
        let ids = self
            .column("SELECT id FROM drill_members WHERE daily_practice ORDER BY id", &[])
            .await?;
        Ok(ids.into_iter().map(MemberId).collect())
    }

    async fn record_solve(&self, s: &SolveRecord) -> Result<bool, StoreError> {
        let n = self
            .exec(
                "INSERT INTO drill_solves (member, group_id, problem, day, points, hints, at, lang)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING",
                &[
                    &s.member.0,
                    &s.group.as_ref().map_or("", |g| g.0.as_str()),
                    &s.problem,
                    &s.day.to_string(),
                    &i64::from(s.points),
                    &i64::from(s.hints),
                    &ms(s.at),
                    &s.lang,
                ],
            )
            .await?;
        Ok(n == 1)
    }

    async fn record_ranked_solve(
        &self,
        s: &SolveRecord,
        bonus: &[u32],
    ) -> Result<Option<u32>, StoreError> {
        Ok(self.ranked_solve_tx(s, bonus).await?)
    }

    async fn solvers(&self, group: &GroupId, problem: &str) -> Result<usize, StoreError> {
        let rows = self
            .rows(
                "SELECT COUNT(*) FROM drill_solves WHERE group_id = $1 AND problem = $2",
                &[&group.0, &problem],
            )
            .await?;
        Ok(rows.first().map_or(0, |r| r.get::<_, i64>(0)) as usize)
    }

    async fn group_scores(
        &self,
        group: &GroupId,
        since: Option<DateTime<Utc>>,
    ) -> Result<Vec<ScoreRow>, StoreError> {
        let since = since.map_or(i64::MIN, ms);
        let rows = self
            .rows(
                "SELECT s.member, COALESCE(m.name, ''), s.points, s.at FROM drill_solves s
                 LEFT JOIN drill_members m ON m.id = s.member WHERE s.group_id = $1 AND s.at >= $2
                 ORDER BY s.at, s.id",
                &[&group.0, &since],
            )
            .await?;
        Ok(rows
            .iter()
            .map(|r| ScoreRow {
                member: MemberId(r.get(0)),
                name: r.get(1),
                points: count(r.get(2)),
                at: from_ms(r.get(3)),
            })
            .collect())
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
        let rows = self
            .rows(
                "SELECT member, group_id, problem, day, points, hints, at, lang FROM drill_solves
                 WHERE member = $1 ORDER BY at, id",
                &[&member.0],
            )
            .await?;
        Ok(rows.iter().map(solve_from_row).collect::<Result<_, _>>()?)
    }

    async fn take_hint(&self, member: &MemberId, problem: &str) -> Result<u32, StoreError> {
        let rows = self
            .rows(
                "INSERT INTO drill_hints (member, problem, count) VALUES ($1, $2, 1)
                 ON CONFLICT (member, problem) DO UPDATE SET count = drill_hints.count + 1 RETURNING count",
                &[&member.0, &problem],
            )
            .await?;
        Ok(rows.first().map_or(0, |r| count(r.get(0))))
    }

    async fn hints_used(&self, member: &MemberId, problem: &str) -> Result<u32, StoreError> {
        self.member_count("drill_hints", member, problem).await
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
        Ok(self.charge_reveal(member, problem).await?)
    }

    async fn reveals_used(&self, member: &MemberId, problem: &str) -> Result<u32, StoreError> {
        self.member_count("drill_reveals", member, problem).await
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
        // Interview weak topics are kept per account; drill ones per member.
        self.column(
            "SELECT topic FROM (
                 SELECT topic, count FROM drill_weak_topics WHERE member = $1
                 UNION ALL
                 SELECT w.topic, w.count FROM weak_topics w WHERE w.user_key = $1
                    OR w.user_key IN (SELECT user_key FROM drill_accounts WHERE member = $1)) t
             GROUP BY topic ORDER BY SUM(count) DESC, topic",
            &[&member.0],
        )
        .await
    }

    async fn note_weak_topic(&self, member: &MemberId, topic: &str) -> Result<(), StoreError> {
        self.exec(
            "INSERT INTO drill_weak_topics (member, topic, count, last_seen) VALUES ($1, $2, 1, $3)
             ON CONFLICT (member, topic) DO UPDATE SET count = drill_weak_topics.count + 1, last_seen = $3",
            &[&member.0, &topic, &ms(Utc::now())],
        )
        .await
        .map(drop)
    }

    async fn cards(&self, member: &MemberId) -> Result<Vec<Card>, StoreError> {
        let rows = self
            .rows(
                r#"SELECT topic, ease, "interval", reps, due FROM drill_cards WHERE member = $1 ORDER BY topic"#,
                &[&member.0],
            )
            .await?;
        Ok(rows
            .iter()
            .map(|r| {
                Ok::<_, CallError>(Card {
                    topic: r.get(0),
                    ease: r.get(1),
                    interval: count(r.get(2)),
                    reps: count(r.get(3)),
                    due: date(r.get(4))?,
                })
            })
            .collect::<Result<_, _>>()?)
    }

    async fn save_card(&self, member: &MemberId, k: &Card) -> Result<(), StoreError> {
        self.exec(
            r#"INSERT INTO drill_cards (member, topic, ease, "interval", reps, due) VALUES ($1, $2, $3, $4, $5, $6)
               ON CONFLICT (member, topic) DO UPDATE SET ease = $3, "interval" = $4, reps = $5, due = $6"#,
            &[
                &member.0, &k.topic, &k.ease, &i64::from(k.interval), &i64::from(k.reps),
                &k.due.to_string(),
            ],
        )
        .await
        .map(drop)
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
        Ok(self.new_link_code(code, user, expires).await?)
    }

    async fn redeem_link_code(
        &self,
        code: &str,
        by: &UserKey,
        now: DateTime<Utc>,
    ) -> Result<Redeemed, StoreError> {
        Ok(self.use_link_code(code, by, now).await?)
    }

    async fn link(&self, user: &UserKey, into: &MemberId) -> Result<(), StoreError> {
        Ok(self.link_account(user, into).await?)
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
        day: NaiveDate,
        chat: &ChatKey,
    ) -> Result<(), StoreError> {
        self.exec(
            r#"DELETE FROM drill_deliveries WHERE group_id = $1 AND "date" = $2 AND chat = $3"#,
            &[&group.0, &day.to_string(), &chat.to_string()],
        )
        .await
        .map(drop)
    }

    async fn excuse_day(&self, member: &MemberId, day: NaiveDate) -> Result<(), StoreError> {
        self.exec(
            "INSERT INTO drill_member_excuses (member, day) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            &[&member.0, &day.to_string()],
        )
        .await
        .map(drop)
    }

    async fn claim_practice_day(
        &self,
        member: &MemberId,
        day: NaiveDate,
    ) -> Result<bool, StoreError> {
        let n = self
            .exec(
                "INSERT INTO drill_practice_sent (member, day) VALUES ($1, $2) ON CONFLICT DO NOTHING",
                &[&member.0, &day.to_string()],
            )
            .await?;
        Ok(n == 1)
    }

    async fn release_practice_day(
        &self,
        member: &MemberId,
        day: NaiveDate,
    ) -> Result<(), StoreError> {
        self.exec(
            "DELETE FROM drill_practice_sent WHERE member = $1 AND day = $2",
            &[&member.0, &day.to_string()],
        )
        .await
        .map(drop)
    }
}

//! Which days count for a member: "today" for their streak (their own date, or a group's when
//! that is later: group drills count on the group's calendar), and the days excused because the
//! bot failed them — never because one chat of several failed, or a queue they could fill was full.

use std::collections::BTreeSet;

use chrono::NaiveDate;

use super::group::MemberId;
use super::service::Drills;
use super::store::Member;
use super::{schedule, streak};
use crate::ports::StoreError;

impl Drills {
    /// The member's streak as of today: the latest of their own date and their groups' dates
    /// (a group drill counts on the group's calendar, which may be a day ahead of theirs).
    pub async fn streak(&self, me: &Member) -> Result<streak::Streak, StoreError> {
        let now = self.clock.now();
        let solves = self.store.member_solves(&me.id).await?;
        let days: BTreeSet<NaiveDate> = solves.iter().map(|s| s.day).collect();
        let excused = self.excused_days(&me.id).await?;
        let mut today = me.day_at(now);
        for gid in self.store.groups_of(&me.id).await? {
            if let Some(g) = self.store.group(&gid).await? {
                today = today.max(schedule::local_date(g.tz, now));
            }
        }
        Ok(streak::compute(&days, &excused, today))
    }

    /// The member's excused days: their own (the bot could not judge them), and each failed
    /// post's date on which NONE of the group's chats on the member's platforms received the
    /// post — one chat failing does not excuse a member who could read it in another, and a
    /// post that got through on a later try excuses nobody.
    pub async fn excused_days(&self, me: &MemberId) -> Result<BTreeSet<NaiveDate>, StoreError> {
        let mut days: BTreeSet<NaiveDate> =
            self.store.excused_days(me).await?.into_iter().collect();
        let platforms: Vec<String> =
            self.store.accounts(me).await?.into_iter().map(|a| a.platform).collect();
        for (gid, day) in self.store.failed_posts(me).await? {
            let Some(g) = self.store.group(&gid).await? else { continue };
            let delivered = self.store.delivered_chats(&gid, day).await?;
            let mut mine =
                g.chats.iter().filter(|c| platforms.iter().any(|p| p == c.platform.as_str()));
            if mine.all(|c| !delivered.contains(c)) {
                days.insert(day);
            }
        }
        Ok(days)
    }
}

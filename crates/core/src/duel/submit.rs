//! A duel submission: counted and marked "being judged" (stored, and shown in the group's
//! status) before the real judge runs it on the shared queue; the verdict goes to the submitter
//! alone, the group sees only submitted/solved, and the first accepted run ends the duel.

use chrono::{DateTime, Utc};

use super::rules::{Duel, DuelId, Phase, Seat};
use super::service::{DuelReply, Duels, refusal_key, retry_stale};
use super::view::say;
use crate::drills::Member;
use crate::drills::service::{Audience, Caller};
use crate::ports::StoreError;
use mashang_i18n::Locale;
use mashang_judge::problem::Lang;
use mashang_judge::{JudgeError, JudgeOptions, JudgeOutcome, Verdict};

pub(super) async fn submit(
    duels: &Duels,
    caller: &Caller,
    me: &Member,
    lang: Lang,
    code: &str,
) -> Result<Vec<DuelReply>, StoreError> {
    let l = caller.locale;
    let sent = duels.core.clock.now();
    let (duel, seat, out) = {
        let _guard = duels.lock.lock().await;
        match retry_stale(|| mark_submitted(duels, l, me, sent)).await? {
            Ok(marked) => marked,
            Err(refused) => return Ok(vec![refused]),
        }
    };
    let Some(p) = duels.core.bank.get(&duel.problem) else {
        return Ok(vec![text(say(l, "no_duel", &[]))]);
    };
    let opts = JudgeOptions::scored();
    crate::crashpoint::hit("group-judging");
    let judged = duels.judge_for(&caller.user).judge(p, lang, code, &opts).await;
    let judged = judged.map(|o| o.candidate_view());
    let _guard = duels.lock.lock().await;
    // Re-read on every try: the other side, a forfeit, the time limit or another replica may
    // have moved the duel meanwhile.
    let verdict = retry_stale(|| apply_verdict(duels, l, &duel.id, seat, sent, &judged)).await?;
    Ok(out.into_iter().chain(verdict).collect())
}

fn text(s: String) -> DuelReply {
    DuelReply { to: Audience::Caller, text: s, buttons: Vec::new(), status: None, edit: None }
}

/// Counts the member's attempt and marks it being judged (fenced save): the duel, the seat and
/// the status to show, or the refusal to send.
async fn mark_submitted(
    duels: &Duels,
    l: Locale,
    me: &Member,
    sent: DateTime<Utc>,
) -> Result<Result<(Duel, Seat, Vec<DuelReply>), DuelReply>, StoreError> {
    let Some(mut d) = duels.store.active_duel(&me.id).await? else {
        return Ok(Err(text(say(l, "no_running", &[]))));
    };
    let Some(seat) = d.seat_of(&me.id) else {
        return Ok(Err(text(say(l, "no_running", &[]))));
    };
    if let Err(why) = d.submitted(seat, sent) {
        return Ok(Err(text(say(l, refusal_key(why), &[]))));
    }
    duels.store.save_duel(&mut d).await?;
    let status = duels.status_reply(&d, &[]).await?;
    Ok(Ok((d, seat, vec![status])))
}

/// Applies a judge's answer to the stored duel (read afresh) and saves it fenced.
async fn apply_verdict(
    duels: &Duels,
    l: Locale,
    id: &DuelId,
    seat: Seat,
    sent: DateTime<Utc>,
    judged: &Result<JudgeOutcome, JudgeError>,
) -> Result<Vec<DuelReply>, StoreError> {
    let mut out = Vec::new();
    let Some(mut d) = duels.store.duel(id).await? else { return Ok(out) };
    let outcome = match judged {
        Ok(o) => o,
        Err(e) => {
            // Not the member's doing: the attempt is given back.
            if let Some(side) = match seat {
                Seat::Challenger => Some(&mut d.challenger),
                Seat::Opponent => d.opponent.as_mut(),
            } && d.phase == Phase::Running
            {
                side.attempts = side.attempts.saturating_sub(1);
                side.judging_since = None;
                duels.store.save_duel(&mut d).await?;
            }
            out.push(text(say(l, "judge_failed", &[("detail", e)])));
            out.push(duels.status_reply(&d, &[]).await?);
            return Ok(out);
        }
    };
    let accepted = outcome.verdict == Verdict::Accepted;
    d.judged(seat, sent, accepted);
    out.push(if accepted {
        text(say(l, "accepted", &[]))
    } else {
        let (passed, total) = (outcome.passed, outcome.total);
        let verdict = outcome.verdict.as_str();
        text(say(
            l,
            "not_accepted",
            &[("verdict", &verdict), ("passed", &passed), ("total", &total)],
        ))
    });
    if d.is_finished() {
        out.extend(duels.finish(d).await?);
    } else {
        duels.store.save_duel(&mut d).await?;
        out.push(duels.status_reply(&d, &[]).await?);
    }
    Ok(out)
}

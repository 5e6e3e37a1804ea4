//! A duel submission: counted and marked "being judged" (stored, and shown in the group's
//! status) before the real judge runs it on the shared queue; the verdict goes to the submitter
//! alone, the group sees only submitted/solved, and the first accepted run ends the duel.

use super::rules::Phase;
use super::service::{DuelReply, Duels, refusal_key};
use super::view::say;
use crate::drills::Member;
use crate::drills::service::{Audience, Caller};
use crate::judge::{JudgeOptions, Verdict};
use crate::ports::StoreError;
use crate::problem::Lang;

pub(super) async fn submit(
    duels: &Duels,
    caller: &Caller,
    me: &Member,
    lang: Lang,
    code: &str,
) -> Result<Vec<DuelReply>, StoreError> {
    let l = caller.locale;
    let text = |s: String| DuelReply {
        to: Audience::Caller,
        text: s,
        buttons: Vec::new(),
        status: None,
        edit: None,
    };
    let sent = duels.clock.now();
    let (duel, seat, mut out) = {
        let _guard = duels.lock.lock().await;
        let Some(mut d) = duels.store.active_duel(&me.id).await? else {
            return Ok(vec![text(say(l, "no_running", &[]))]);
        };
        let Some(seat) = d.seat_of(&me.id) else {
            return Ok(vec![text(say(l, "no_running", &[]))]);
        };
        if let Err(why) = d.submitted(seat, sent) {
            return Ok(vec![text(say(l, refusal_key(why), &[]))]);
        }
        duels.store.save_duel(&d).await?;
        let status = duels.status_reply(&d, &[]).await?;
        (d, seat, vec![status])
    };
    let Some(p) = duels.bank.get(&duel.problem) else {
        return Ok(vec![text(say(l, "no_duel", &[]))]);
    };
    let opts = JudgeOptions {
        stress: true,
        probe: false,
        style: false,
        samples_only: false,
        counterexample: true,
    };
    let judged = duels.judge_for(&caller.user).judge(p, lang, code, &opts).await;
    let _guard = duels.lock.lock().await;
    // Re-read: the other side, a forfeit or the time limit may have moved the duel meanwhile.
    let Some(mut d) = duels.store.duel(&duel.id).await? else { return Ok(out) };
    let outcome = match judged {
        Ok(o) => o.candidate_view(),
        Err(e) => {
            // Not the member's doing: the attempt is given back.
            if let Some(side) = match seat {
                super::rules::Seat::Challenger => Some(&mut d.challenger),
                super::rules::Seat::Opponent => d.opponent.as_mut(),
            } && d.phase == Phase::Running
            {
                side.attempts = side.attempts.saturating_sub(1);
                side.judging_since = None;
                duels.store.save_duel(&d).await?;
            }
            out.push(text(say(l, "judge_failed", &[("detail", &e)])));
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
        duels.store.save_duel(&d).await?;
        out.push(duels.status_reply(&d, &[]).await?);
    }
    Ok(out)
}

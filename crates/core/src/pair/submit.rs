//! The candidate's code in a peer session: only the running half's candidate submits, the real
//! judge runs it on the engine's fair queue (as the candidate), and both sides see the verdict
//! (verdict and test counts only, through `candidate_view`); the run is stored with the session.

use super::rules::{Refused, Run};
use super::service::{PairReply, Pairs, To, refusal};
use super::view::{self, say};
use crate::drills::Member;
use crate::drills::service::Caller;
use crate::duel::service::retry_stale;
use crate::ports::StoreError;
use mashang_judge::JudgeOptions;
use mashang_judge::problem::Lang;

pub(super) async fn submit(
    pairs: &Pairs,
    caller: &Caller,
    me: &Member,
    lang: Lang,
    code: &str,
) -> Result<Vec<PairReply>, StoreError> {
    let l = caller.locale;
    let (pair, problem) = {
        let _guard = pairs.lock.lock().await;
        let Some(pair) = pairs.store.active_pair(&me.id).await? else {
            return Ok(vec![PairReply::new(To::Caller, say(l, "no_session", &[]))]);
        };
        let Some(seat) = pair.seat_of(&me.id) else {
            return Ok(vec![refusal(l, Refused::NotASide)]);
        };
        if let Err(why) = pair.may_submit(seat) {
            return Ok(vec![refusal(l, why)]);
        }
        let problem = pair.current_problem().unwrap_or_default().to_string();
        (pair, problem)
    };
    let Some(p) = pairs.core.bank.get(&problem) else {
        return Ok(vec![PairReply::new(To::Caller, say(l, "no_session", &[]))]);
    };
    let sl = pairs.space_locale(&pair).await?;
    let name = view::name(sl, Some(&me_peer(&pair, me)));
    let mut out = vec![PairReply::new(pairs.space(&pair), say(sl, "judging", &[("name", &name)]))];
    crate::crashpoint::hit("group-judging");
    let judged = pairs.judge_for(&caller.user).judge(p, lang, code, &JudgeOptions::scored()).await;
    let outcome = match judged.map(|o| o.candidate_view()) {
        Ok(o) => o,
        Err(e) => {
            out.push(PairReply::new(To::Caller, say(l, "judge_failed", &[("detail", &e)])));
            return Ok(out);
        }
    };
    let run = Run {
        half: pair.half,
        verdict: outcome.verdict.as_str().to_string(),
        passed: outcome.passed,
        total: outcome.total,
    };
    {
        let _guard = pairs.lock.lock().await;
        // Re-read on every try: the timer or the partner may have moved the session meanwhile.
        retry_stale(|| async {
            let Some(mut fresh) = pairs.store.pair(&pair.id).await? else { return Ok(()) };
            fresh.runs.push(run.clone());
            pairs.store.save_pair(&mut fresh).await
        })
        .await?;
    }
    let text = say(
        sl,
        "verdict",
        &[
            ("name", &name),
            ("verdict", &run.verdict),
            ("passed", &run.passed),
            ("total", &run.total),
        ],
    );
    out.push(PairReply::new(pairs.space(&pair), text));
    Ok(out)
}

/// The submitting side as stored in the session (its display name there).
fn me_peer(pair: &super::rules::Pair, me: &Member) -> super::rules::Peer {
    pair.seat_of(&me.id).and_then(|s| pair.peer(s)).cloned().unwrap_or_else(|| pair.a.clone())
}

//! The orphaned-turn sweep both chat front ends run when replicas share one database: a turn
//! journaled by a replica that then died (its liveness lease expired) is claimed by a live
//! replica and finished there — each turn by exactly one replica (the claim is one conditional
//! update in the store), only turns of the front end's own platform (`Engine::orphaned`).

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use mashang_core::engine::Engine;
use mashang_core::journal::Unanswered;

/// Every `every`, claims `platform`'s orphaned turns and hands each to `finish` (which runs or
/// answers it where it was asked, then marks it answered), until the task is aborted.
pub fn sweep<F, Fut>(
    engine: Arc<Engine>,
    platform: &'static str,
    every: Duration,
    finish: F,
) -> tokio::task::JoinHandle<()>
where
    F: Fn(Unanswered) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = ()> + Send + 'static,
{
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        tick.tick().await;
        loop {
            tick.tick().await;
            let orphans = engine.orphaned(platform).await;
            if !orphans.is_empty() {
                tracing::info!(
                    platform,
                    turns = orphans.len(),
                    "finishing turns of a replica that died"
                );
            }
            for turn in orphans {
                // Each in its own task: one slow judging does not hold back the others.
                tokio::spawn(finish(turn));
            }
        }
    })
}

//! Long polling that acknowledges an update only once the adapter has handed it to the engine.
//!
//! Telegram forgets every update below the `offset` of the next `getUpdates`. teloxide's own
//! polling advances the offset as soon as a batch arrives, so a crash between receipt and
//! `Engine::handle` would lose a submission. Here the offset never passes an update whose turn
//! has not started; updates Telegram sends again meanwhile are recognised and dropped.

use std::collections::{BTreeSet, VecDeque};
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures::Stream;
use teloxide::prelude::*;
use teloxide::stop::{StopFlag, StopToken, mk_stop_token};
use teloxide::types::{AllowedUpdate, Update, UpdateKind};
use teloxide::update_listeners::{AsUpdateStream, UpdateListener};
use tokio::sync::Notify;

/// Long-poll wait when nothing is held back.
const POLL_TIMEOUT_SECS: u32 = 25;
/// Pause between polls while some update waits for its turn (Telegram would return it at once).
const BACKLOG_PAUSE: Duration = Duration::from_millis(250);

#[derive(Default)]
struct AckState {
    /// Received but not yet handed to the engine.
    pending: BTreeSet<u32>,
    /// Highest update id ever received.
    max_seen: Option<u32>,
}

/// Which updates may be acknowledged. Shared by the listener and the handlers.
#[derive(Default)]
pub struct Acks {
    state: Mutex<AckState>,
    started: Notify,
}

impl Acks {
    fn lock(&self) -> std::sync::MutexGuard<'_, AckState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Records a received update; `false` when it was already received (a redelivery).
    pub fn received(&self, id: u32) -> bool {
        let mut s = self.lock();
        if s.max_seen.is_some_and(|m| id <= m) {
            return false;
        }
        s.max_seen = Some(id);
        s.pending.insert(id);
        true
    }

    /// The update's turn has reached the engine (or it needs none): it may be acknowledged.
    pub fn started(&self, id: u32) {
        self.lock().pending.remove(&id);
        self.started.notify_waiters();
    }

    /// The `offset` for the next `getUpdates`.
    pub fn offset(&self) -> i32 {
        let s = self.lock();
        let next = s.pending.first().copied().or(s.max_seen.map(|m| m.saturating_add(1)));
        next.map_or(0, |n| i32::try_from(n).unwrap_or(i32::MAX))
    }

    /// Updates still waiting for their turn.
    pub fn backlog(&self) -> usize {
        self.lock().pending.len()
    }
}

/// The update listener.
pub(crate) struct AckedPolling {
    bot: Bot,
    acks: Arc<Acks>,
    token: StopToken,
    flag: Option<StopFlag>,
    allowed: Option<Vec<AllowedUpdate>>,
}

impl AckedPolling {
    pub(crate) fn new(bot: Bot, acks: Arc<Acks>) -> Self {
        let (token, flag) = mk_stop_token();
        AckedPolling { bot, acks, token, flag: Some(flag), allowed: None }
    }
}

impl UpdateListener for AckedPolling {
    type Err = teloxide::RequestError;

    fn stop_token(&mut self) -> StopToken {
        self.token.clone()
    }

    fn hint_allowed_updates(&mut self, hint: &mut dyn Iterator<Item = AllowedUpdate>) {
        self.allowed = Some(hint.collect());
    }
}

struct PollState {
    bot: Bot,
    acks: Arc<Acks>,
    flag: StopFlag,
    allowed: Option<Vec<AllowedUpdate>>,
    buffer: VecDeque<Update>,
    errors: u32,
}

type UpdateStream<'a> =
    Pin<Box<dyn Stream<Item = Result<Update, teloxide::RequestError>> + Send + 'a>>;

impl<'a> AsUpdateStream<'a> for AckedPolling {
    type StreamErr = teloxide::RequestError;
    type Stream = UpdateStream<'a>;

    fn as_stream(&'a mut self) -> Self::Stream {
        let (token, flag) = mk_stop_token();
        let flag = self.flag.take().unwrap_or_else(|| {
            self.token = token;
            flag
        });
        let state = PollState {
            bot: self.bot.clone(),
            acks: Arc::clone(&self.acks),
            flag,
            allowed: self.allowed.clone(),
            buffer: VecDeque::new(),
            errors: 0,
        };
        Box::pin(futures::stream::unfold(state, next_update))
    }
}

async fn next_update(
    mut st: PollState,
) -> Option<(Result<Update, teloxide::RequestError>, PollState)> {
    loop {
        if let Some(u) = st.buffer.pop_front() {
            return Some((Ok(u), st));
        }
        if st.flag.is_stopped() {
            return None;
        }
        let backlog = st.acks.backlog() > 0;
        let mut req = st.bot.get_updates().offset(st.acks.offset()).timeout(if backlog {
            0
        } else {
            POLL_TIMEOUT_SECS
        });
        if let Some(a) = &st.allowed {
            req = req.allowed_updates(a.clone());
        }
        let flag = st.flag.clone();
        let result = tokio::select! {
            r = req.send() => r,
            () = flag => return None,
        };
        match result {
            Ok(updates) => {
                st.errors = 0;
                let mut fresh: Vec<Update> =
                    updates.into_iter().filter(|u| st.acks.received(u.id.0)).collect();
                // The dispatcher drops updates it cannot parse without telling any handler.
                fresh.retain(|u| {
                    let usable = !matches!(u.kind, UpdateKind::Error(_));
                    if !usable {
                        tracing::warn!(id = u.id.0, "telegram update could not be parsed");
                        st.acks.started(u.id.0);
                    }
                    usable
                });
                if fresh.is_empty() && backlog {
                    let started = st.acks.started.notified();
                    let flag = st.flag.clone();
                    tokio::select! {
                        () = started => {}
                        () = tokio::time::sleep(BACKLOG_PAUSE) => {}
                        () = flag => return None,
                    }
                }
                st.buffer.extend(fresh);
            }
            Err(e) => {
                st.errors += 1;
                let wait = match &e {
                    teloxide::RequestError::RetryAfter(s) => s.duration(),
                    _ => Duration::from_millis(500u64 << st.errors.min(6)),
                };
                tracing::warn!(error = %e, ?wait, "telegram getUpdates failed; retrying");
                tokio::time::sleep(wait).await;
                return Some((Err(e), st));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_offset_never_passes_an_update_whose_turn_has_not_started() {
        let acks = Acks::default();
        assert_eq!(acks.offset(), 0);
        assert!(acks.received(10) && acks.received(11) && acks.received(12));
        assert_eq!(acks.offset(), 10);
        acks.started(11);
        assert_eq!(acks.offset(), 10, "10 still waits");
        acks.started(10);
        assert_eq!(acks.offset(), 12);
        assert!(!acks.received(12), "a redelivery is dropped");
        acks.started(12);
        assert_eq!(acks.offset(), 13);
        assert_eq!(acks.backlog(), 0);
    }
}

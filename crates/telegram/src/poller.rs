//! Exactly one replica long-polls Telegram (the Bot API answers a second `getUpdates` with 409
//! Conflict): the poller is whoever holds the `telegram-poller` lease in the database. A standby
//! replica retries every third of the lease time and takes over once the holder stops renewing
//! (killed, partitioned) — within one lease time. The holder renews every third; if a renewal
//! says another replica holds the lease now, it stops polling and stands by again, so two never
//! poll for longer than one renewal period. Why not webhooks: see README "Running at scale".

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use mashang_core::ports::Replicas;
use teloxide::dispatching::ShutdownToken;

/// The lease's name in the `leases` table.
pub(crate) const LEASE: &str = "telegram-poller";

/// The poller lease of this replica.
pub(crate) struct PollerLease {
    replicas: Arc<dyn Replicas>,
    ttl: Duration,
}

impl PollerLease {
    pub(crate) fn new(replicas: Arc<dyn Replicas>, ttl: Duration) -> Self {
        PollerLease { replicas, ttl }
    }

    pub(crate) fn ttl(&self) -> Duration {
        self.ttl
    }

    /// Waits until this replica holds the lease.
    pub(crate) async fn acquire(&self) {
        let mut said = false;
        loop {
            match self.replicas.hold(LEASE, self.ttl).await {
                Ok(true) => break,
                Ok(false) if !said => {
                    tracing::info!("telegram standby: another replica is polling");
                    said = true;
                }
                Ok(false) => {}
                Err(e) => tracing::warn!(error = %e, "telegram poller lease unavailable; retrying"),
            }
            tokio::time::sleep(self.ttl / 3).await;
        }
        tracing::info!(lease = LEASE, "telegram poller lease held: this replica polls");
    }

    /// Renews the lease until it is lost, then shuts the dispatcher down (`lost` says why it
    /// stopped). A renewal that fails for a store outage keeps polling: nobody else can take
    /// the lease from a store that is down either.
    pub(crate) fn keep(
        &self,
        stop: ShutdownToken,
        lost: Arc<AtomicBool>,
    ) -> tokio::task::JoinHandle<()> {
        let (replicas, ttl) = (Arc::clone(&self.replicas), self.ttl);
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(ttl / 3);
            tick.tick().await;
            loop {
                tick.tick().await;
                match replicas.hold(LEASE, ttl).await {
                    Ok(true) => {}
                    Ok(false) => {
                        tracing::error!(
                            "telegram poller lease lost to another replica; standing by"
                        );
                        lost.store(true, Ordering::SeqCst);
                        if let Ok(done) = stop.shutdown() {
                            done.await;
                        }
                        return;
                    }
                    Err(e) => {
                        tracing::warn!(error = %e, "could not renew the telegram poller lease")
                    }
                }
            }
        })
    }

    /// A clean stop hands the lease over at once instead of after its expiry.
    pub(crate) async fn release(&self) {
        if let Err(e) = self.replicas.release(LEASE).await {
            tracing::warn!(error = %e, "could not release the telegram poller lease");
        }
    }
}

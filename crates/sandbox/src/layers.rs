//! What `doctor` shows of a sandbox: its isolation layers, how runs join their cgroups, and the
//! warm pools.

use crate::cgroup::{self, CgroupSupport};
use crate::warmbox::PoolKind;
use crate::{AttachMode, Layer, PoolStats, Sandbox, layout};

impl Sandbox {
    /// Which isolation layers are active on this machine.
    pub fn layers(&self) -> Vec<Layer> {
        let userns = std::fs::read_to_string("/proc/sys/user/max_user_namespaces")
            .ok()
            .and_then(|t| t.trim().parse::<u64>().ok())
            .unwrap_or(0);
        vec![
            Layer {
                name: "namespaces",
                active: userns > 0,
                detail: format!(
                    "user, pid, net, mount, ipc, uts, cgroup; sandbox uid {} mapped to {}",
                    layout::SANDBOX_UID,
                    if self.privileged { "a fresh unprivileged host uid per run" } else { "the supervisor's own uid" }
                ),
            },
            Layer { name: "seccomp", active: true, detail: format!("{} stacked filters", self.policy.len()) },
            Layer {
                name: "cgroups",
                active: !matches!(self.cgroups.support(), CgroupSupport::Unavailable(_)),
                detail: self.cgroups.support().describe(),
            },
            self.attach_layer(),
            self.warm_layer(),
            Layer {
                name: "rlimits",
                active: true,
                detail: "nofile, fsize, core, stack, cpu; nproc and address space when cgroups are missing".into(),
            },
        ]
    }

    /// How runs get into their cgroups here: `pool`, `tuned` or `slow path` (see [`AttachMode`]).
    pub fn attach_mode(&self) -> AttachMode {
        match self.cgroups.support() {
            CgroupSupport::Unavailable(_) => AttachMode::NoCgroups,
            _ if self.cgroups.pooled() => AttachMode::Pool,
            _ if cgroup::attach_is_fast() => AttachMode::Tuned,
            CgroupSupport::V2 { .. } => AttachMode::Slow(match &self.auto_tuned {
                Some(Err(e)) => format!("cgroup v2 (no pool there) and tuning it failed: {e}"),
                _ => "cgroup v2 (the pool needs cgroup v1's self-migration), not tuned".into(),
            }),
            CgroupSupport::V1 { .. } => {
                AttachMode::Slow("the cgroup pool is turned off (cgroup_pool = 0)".into())
            }
        }
    }

    /// The cgroup pool's counters (all zero when runs are not pooled).
    pub fn pool_stats(&self) -> PoolStats {
        self.cgroups.stats()
    }

    /// The warm pools per language and kind: size, waiting, hits and misses; or why they are off.
    fn warm_layer(&self) -> Layer {
        let stats = self.warm_stats();
        let on: Vec<String> = stats
            .iter()
            .filter(|s| s.size > 0)
            .map(|s| {
                let kind = match s.kind {
                    PoolKind::Loader => "loaders",
                    PoolKind::Prepared => "prepared",
                };
                format!(
                    "{} {kind}: size {}, {} waiting, {} hits / {} misses, {} discarded, {} failed \
                     warm-ups",
                    s.lang, s.size, s.idle, s.hits, s.misses, s.discarded, s.failed
                )
            })
            .collect();
        let detail = if !self.cgroups.pooled() {
            "off: warm and prepared sandboxes need the cgroup pool (cgroup v1, see \"cgroup \
             attach\") to account a job from its handover; every run sets up from scratch"
                .to_string()
        } else if on.is_empty() {
            "off: every language's warm pool is 0 (judge.warm_pool); every run sets up from scratch"
                .into()
        } else {
            let first = if self.warm.prewarmed() {
                "each language's default limits are warmed at start, other limits from their \
                 first job"
            } else {
                "the first job of each language and limits sets up from scratch"
            };
            format!(
                "{}; other languages set up per run (compiled ones run from the artifact cache); \
                 {first}",
                on.join("; ")
            )
        };
        Layer { name: "warm pool", active: !on.is_empty() && self.cgroups.pooled(), detail }
    }

    fn attach_layer(&self) -> Layer {
        let mode = self.attach_mode();
        let detail = match &mode {
            AttachMode::Pool => {
                let s = self.pool_stats();
                format!(
                    "pool: each run moves itself into a reused, pre-created cgroup (no ~10 ms \
                     attach wait, no tuning needed); {} idle, {} reused of {} created",
                    s.idle, s.reused, s.created
                )
            }
            AttachMode::Tuned => match &self.auto_tuned {
                Some(Ok(how)) => format!(
                    "tuned: the sandbox turned favordynmods on at start ({how}; \
                     judge.auto_tune = false leaves the host alone), attaching a run to its \
                     cgroup costs ~0.1 ms"
                ),
                _ => {
                    "tuned: favordynmods is on, attaching a run to its cgroup costs ~0.1 ms".into()
                }
            },
            AttachMode::Slow(why) => format!(
                "slow path: {why}; each run waits ~10 ms for an RCU grace period when it joins \
                 its cgroup. Fix: run `mashang-sandbox tune` as root (or boot with \
                 cgroup_favordynmods=true)"
            ),
            AttachMode::NoCgroups => "no cgroups: nothing to attach".into(),
        };
        Layer {
            name: "cgroup attach",
            active: matches!(mode, AttachMode::Pool | AttachMode::Tuned),
            detail,
        }
    }
}

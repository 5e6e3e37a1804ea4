//! The sandbox the app runs with, from the configuration (state dir, artifact cap, cache budget,
//! compile wall, cgroup pool, warm pool).

use std::path::PathBuf;

use mashang_sandbox::{Sandbox, SandboxError, SandboxOptions};

use crate::config::Settings;

/// The sandbox's state directory for these settings: inside the data dir, which only the bot's
/// user writes (a shared temp dir could be pre-created by another local user).
pub fn sandbox_dir(settings: &Settings) -> PathBuf {
    settings.data_dir.join("sandbox")
}

/// The sandbox options the app runs with (state dir, artifact cap, cache budget, compile wall,
/// cgroup pool).
pub fn sandbox_options(settings: &Settings) -> SandboxOptions {
    let j = &settings.judge;
    SandboxOptions {
        state_dir: Some(sandbox_dir(settings)),
        artifact_max_bytes: Some(j.artifact_max_mb.max(1) << 20),
        cache_budget_bytes: Some(j.artifact_cache_mb << 20),
        compile_wall_ms: (j.compile_wall_secs > 0).then(|| j.compile_wall_secs * 1000),
        cgroup_pool: j.cgroup_pool,
        auto_tune: Some(j.auto_tune),
        warm_pool: Some(j.warm_pool.clone()),
        prewarm: Some(j.prewarm),
        ..SandboxOptions::default()
    }
}

/// The one way the app builds its sandbox (the server, the CLI judge and `doctor` alike).
pub fn open_sandbox(settings: &Settings) -> Result<Sandbox, SandboxError> {
    Sandbox::with_options(sandbox_options(settings))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_judge_pool_settings_reach_the_sandbox() {
        let mut settings = Settings::default();
        let on = sandbox_options(&settings);
        assert_eq!((on.prewarm, on.warm_pool.clone()), (Some(true), Some(Default::default())));
        settings.judge.prewarm = false;
        settings.judge.warm_pool.insert("python".into(), 0);
        let off = sandbox_options(&settings);
        assert_eq!(off.prewarm, Some(false));
        assert_eq!(off.warm_pool.unwrap().get("python"), Some(&0));
    }
}

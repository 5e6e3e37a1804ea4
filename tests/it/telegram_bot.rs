//! The real `mashang telegram` binary against the fake Bot API server on the test clock: one
//! launcher for the duel, peer-session and live-board end-to-end tests.

use std::path::Path;
use std::process::{Child, Command, Stdio};

use crate::support::knobs;
use crate::telegram_fake::{FakeTelegram, TOKEN};

/// The running bot, killed when dropped.
pub(crate) struct Bot(Child);

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The binary with its test clock skewed by the seconds in `skew`, in English, plus `env`
/// (each test's timer periods).
pub(crate) fn start(fake: &FakeTelegram, data: &Path, skew: &Path, env: &[(&str, &str)]) -> Bot {
    let child = Command::new(env!("CARGO_BIN_EXE_mashang"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .arg("telegram")
        .env("MASHANG_TELEGRAM_TOKEN", TOKEN)
        .env("MASHANG_TELEGRAM_API_URL", &fake.url)
        .env("MASHANG_DATA_DIR", data)
        .env("MASHANG_LOCALE", "en")
        .env(knobs::CLOCK_SKEW_FILE, skew)
        .envs(env.iter().copied())
        .env_remove("MASHANG_CONFIG")
        .env_remove("MASHANG_DISCORD_TOKEN")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("spawn mashang telegram");
    Bot(child)
}

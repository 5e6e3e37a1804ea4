//! `mashang doctor`: checks what an interview needs — configuration, data dir and database,
//! presets and catalogs, the problem bank, the sandbox's isolation layers and language runtimes,
//! the optional LLM — and says what to fix. Exit status 1 when something required is broken.

use std::path::PathBuf;

use clap::Args;
use mashang::config;
use mashang_core::llm::LlmError;
use mashang_core::preset;
use mashang_i18n::Locale;

#[derive(Debug, Args)]
pub struct DoctorArgs {
    /// Configuration file (default: $MASHANG_CONFIG or ./mashang.toml).
    #[arg(long)]
    pub config: Option<PathBuf>,
}

#[derive(Default)]
struct Report {
    failures: usize,
}

impl Report {
    fn ok(&self, what: &str, detail: &str) {
        println!("  ✓ {what}: {detail}");
    }
    fn warn(&self, what: &str, detail: &str, fix: &str) {
        println!("  ! {what}: {detail}");
        if !fix.is_empty() {
            println!("      fix: {fix}");
        }
    }
    fn fail(&mut self, what: &str, detail: &str, fix: &str) {
        self.failures += 1;
        println!("  ✗ {what}: {detail}");
        println!("      fix: {fix}");
    }
}

pub fn run(args: DoctorArgs) -> anyhow::Result<()> {
    let mut r = Report::default();
    println!("mashang doctor");

    println!("configuration");
    let cfg = match config::load(args.config.as_deref()) {
        Ok(c) => {
            let source = c
                .file
                .as_ref()
                .map_or("defaults + environment (no mashang.toml)".to_string(), |f| {
                    f.display().to_string()
                });
            r.ok("config", &source);
            for w in &c.warnings {
                r.warn("config", w, "");
            }
            c
        }
        Err(e) => {
            r.fail(
                "config",
                &e.to_string(),
                "correct the file or unset MASHANG_CONFIG (see mashang.example.toml)",
            );
            println!("\n{} problem(s) found.", r.failures);
            std::process::exit(1);
        }
    };
    let s = &cfg.settings;

    println!("storage");
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    let sqlite_file = s.data_dir.join(mashang_store_sqlite::DB_FILE);
    // A check must not create what it checks: with no database yet, say where it will be.
    let described = if s.database_url.is_none() && !sqlite_file.exists() {
        Ok((
            format!("no database yet; {} is created on the bot's first run", sqlite_file.display()),
            0,
        ))
    } else {
        rt.block_on(async {
            let backend = mashang::app::store::Backend::open(s).await?;
            Ok::<_, anyhow::Error>((backend.describe().await?, backend.quarantined().await?))
        })
    };
    match described {
        Ok((line, quarantined)) => {
            r.ok("database", &line);
            if quarantined > 0 {
                r.warn(
                    "sessions",
                    &format!("{quarantined} stored session(s) could not be read and were set aside (table sessions_quarantine); their users started afresh"),
                    "see the `error` column; a newer build may read them (downgrade?), else keep them for the record",
                );
            }
        }
        Err(e) if s.database_url.is_some() => r.fail(
            "database",
            &format!("{e:#}"),
            "start the server, check MASHANG_DATABASE_URL, or unset it to use SQLite",
        ),
        Err(e) => r.fail(
            "database",
            &format!("{e:#}"),
            &format!("make {} writable or set MASHANG_DATA_DIR", s.data_dir.display()),
        ),
    }

    println!("presets");
    let (persona, warning) = preset::resolve(&s.interviewer, config::read_preset(s));
    match warning {
        None => {
            let from = match &s.presets {
                None => "embedded in the binary".to_string(),
                Some(dir) => format!("from {}", dir.display()),
            };
            let rounds = persona.rules.rounds;
            r.ok("interviewer", &format!("`{}` ({rounds} rounds), {from}", persona.name))
        }
        Some(w) => {
            r.warn("interviewer", &w, "fix the preset file or set `interviewer = \"default\"`")
        }
    }
    // Plural families count once: English's `one`/`other` pair is Chinese's single `other`.
    let (en, zh) = (mashang_i18n::messages(Locale::En), mashang_i18n::messages(Locale::ZhCn));
    if en == zh && !en.is_empty() {
        r.ok("messages", &format!("zh-CN and en catalogs, {} messages each", en.len()));
    } else {
        let only = |a: &[String], b: &[String]| a.iter().filter(|k| !b.contains(k)).count();
        r.fail(
            "messages",
            &format!(
                "en has {} messages, zh-CN {} ({} only in en, {} only in zh-CN)",
                en.len(),
                zh.len(),
                only(&en, &zh),
                only(&zh, &en)
            ),
            "rebuild from a clean checkout",
        );
    }
    let (tree, bank, errors) = mashang::app::bank::load(s);
    if bank.is_empty() {
        let fix = if tree.is_embedded() {
            "set MASHANG_PROBLEMS to a bank directory"
        } else {
            "point MASHANG_PROBLEMS (or `problems`) at a bank directory, or unset it to use the embedded bank"
        };
        r.fail("problem bank", &mashang::app::bank::empty(&tree).to_string(), fix);
    } else {
        r.ok("problem bank", &mashang::app::bank::describe(&tree, &bank));
    }
    for e in errors.iter().take(10) {
        r.warn("problem", &e.to_string(), "run `mashang problems check`");
    }

    println!("sandbox");
    match mashang::app::sandbox::open_sandbox(&cfg.readonly_settings()) {
        Err(mashang_sandbox::SandboxError::StateDir { path, reason }) => r.fail(
            "sandbox state dir",
            &format!("{} refused: {reason}", path.display()),
            &reason.fix(),
        ),
        Err(e) => r.fail(
            "sandbox",
            &e.to_string(),
            "see the README's prerequisites (Linux with user namespaces or root)",
        ),
        Ok(sb) => {
            let st = sb.state();
            r.ok(
                "sandbox state dir",
                &format!(
                    "{} (ours, 0700); artifact cache {} MiB of {} MiB in {} artifacts, each at most {} MiB \
                     (incl. {} prepared toolchain file set(s), {} MiB)",
                    st.path.display(),
                    st.usage.bytes >> 20,
                    st.budget_bytes >> 20,
                    st.usage.artifacts,
                    st.artifact_max_bytes >> 20,
                    st.usage.prepared,
                    st.usage.prepared_bytes >> 20
                ),
            );
            for layer in sb.layers() {
                if layer.active {
                    r.ok(layer.name, &layer.detail);
                } else {
                    // The sandbox's own detail line already says how to fix it.
                    r.warn(layer.name, &layer.detail, "");
                }
            }
            let langs = sb.languages();
            let available = langs.iter().filter(|l| l.available).count();
            for l in &langs {
                if l.available {
                    r.ok(&l.name, l.version.as_deref().unwrap_or("available"));
                } else {
                    r.warn(
                        &l.name,
                        l.why_not.as_deref().unwrap_or("not available"),
                        &format!("install the {} toolchain to answer in it", l.name),
                    );
                }
            }
            if available == 0 {
                r.fail("languages", "no language runtime available", "install at least python3");
            }
            trial_run(&mut r, &sb, &langs, s.queue_url.is_none());
        }
    }

    println!("llm (optional)");
    let key = cfg.secrets.llm_api_key.as_ref().map(|k| k.expose());
    match mashang::app::llm::client_config(s, key) {
        None if s.llm_base_url.is_some() || s.llm.base_url.is_some() => r.warn(
            "llm",
            "a base URL is set but no model",
            "set MASHANG_LLM_MODEL (or `model` in [llm])",
        ),
        None => r.ok("llm", "not configured — the offline interviewer is used"),
        Some(c) => llm_lines(&r, &rt, &c),
    }

    if let Some(url) = &s.queue_url {
        println!("judge queue");
        queue_lines(&mut r, &rt, url, &s.queue.prefix);
    }

    if r.failures == 0 {
        println!("\nAll required checks passed.");
        Ok(())
    } else {
        println!("\n{} problem(s) found.", r.failures);
        std::process::exit(1);
    }
}

/// One real run through the sandbox: the layers above are read from the system (a sysctl, a
/// mount), but only a run shows that clone, the mounts and pivot_root are allowed here — inside a
/// container the runtime's seccomp profile or masked /proc refuse them while every layer looks
/// present.
fn trial_run(
    r: &mut Report,
    sb: &mashang_sandbox::Sandbox,
    langs: &[mashang_sandbox::LanguageStatus],
    judges_here: bool,
) {
    let trials = [
        ("python", "print('mashang ' + 'trial')"),
        ("javascript", "console.log('mashang ' + 'trial')"),
    ];
    let Some((lang, source)) =
        trials.iter().find(|(id, _)| langs.iter().any(|l| l.available && l.id == *id))
    else {
        r.warn("trial run", "skipped: needs Python or Node.js", "");
        return;
    };
    let job = mashang_sandbox::Job {
        lang: (*lang).into(),
        source: (*source).into(),
        files: Vec::new(),
        limits: mashang_sandbox::Limits::default(),
        compile_limits: None,
        inputs: Vec::new(),
        dialogue: None,
    };
    match sb.run_job(&job) {
        Ok(report)
            if report.runs.first().is_some_and(|run| run.stdout.trim() == "mashang trial") =>
        {
            r.ok("trial run", &format!("a {lang} program ran in the sandbox"));
        }
        Ok(report) => {
            let why = report.runs.first().map_or_else(
                || "no run".to_string(),
                |run| format!("{}: {}", run.status.as_str(), run.stderr.trim()),
            );
            trial_failed(r, judges_here, &why);
        }
        Err(e) => trial_failed(r, judges_here, &e.to_string()),
    }
}

/// A failed trial is fatal where this process judges; with a judge queue the workers run the
/// submissions and this sandbox is only used by `mashang judge`.
fn trial_failed(r: &mut Report, judges_here: bool, why: &str) {
    if judges_here {
        r.fail(
            "trial run",
            why,
            "in a container, grant what deploy/docker/README.md lists (capabilities, seccomp profile)",
        );
    } else {
        r.warn("trial run", why, "not needed here: the workers judge (queue_url is set)");
    }
}

/// The Redis judge queue: reachable, and the live workers with their languages and capacity.
fn queue_lines(r: &mut Report, rt: &tokio::runtime::Runtime, url: &str, prefix: &str) {
    let shown = mashang::app::queue::redacted(url);
    match rt.block_on(mashang_queue_redis::registry::live_workers(url, prefix)) {
        Err(e) => r.fail("queue", &format!("{shown}: {e}"), "start Redis or fix queue_url"),
        Ok(workers) if workers.is_empty() => r.warn(
            "workers",
            &format!("{shown} (prefix `{prefix}`): no live worker — submissions cannot be judged"),
            "start `mashang worker` on a machine with the sandbox's runtimes",
        ),
        Ok(workers) => {
            r.ok(
                "queue",
                &format!("{shown} (prefix `{prefix}`): {} live worker(s)", workers.len()),
            );
            for w in workers {
                let detail = format!(
                    "{} of {} slots busy; {}",
                    w.running,
                    w.capacity,
                    w.languages.join(", ")
                );
                r.ok(&format!("worker {}", w.id), &detail);
            }
        }
    }
}

/// The model's lines: listed by `GET /models`, and one small completion that parses.
fn llm_lines(r: &Report, rt: &tokio::runtime::Runtime, c: &mashang_llm::LlmConfig) {
    use mashang_llm::{CheckError, OpenAiClient};
    let keyed = if c.api_key.is_some() { "key set" } else { "no key" };
    let client = match OpenAiClient::new(c.clone()) {
        Ok(client) => client,
        Err(e) => return r.warn("llm", &format!("cannot build the client: {e}"), ""),
    };
    let fallback = "interviews fall back to the offline interviewer meanwhile";
    match rt.block_on(client.check_model()) {
        Ok(ok) => {
            let listed = if ok.listed { "listed by /models" } else { "no /models route" };
            r.ok("llm", &format!("{} serves `{}` ({listed}, {keyed})", c.base_url, c.model));
            r.ok(
                "llm",
                &format!(
                    "a small completion parsed in {:.1} s ({} prompt + {} completion tokens{})",
                    ok.elapsed.as_secs_f64(),
                    ok.prompt_tokens,
                    ok.completion_tokens,
                    if ok.estimated {
                        ", estimated: the server reports no usage, so the bot counts tokens itself"
                    } else {
                        ", as the server reported them"
                    }
                ),
            );
            let structured = match ok.format {
                "json_schema" => {
                    "structured output (json_schema): replies are held to their schema"
                }
                "json_object" => {
                    "JSON mode only (json_schema rejected): replies are checked, not constrained"
                }
                _ => "no JSON mode (rejected): replies are read leniently and checked",
            };
            r.ok("llm", structured);
        }
        Err(e) => {
            let fix = match &e {
                CheckError::Unreachable { .. } => {
                    "start the model server or fix MASHANG_LLM_BASE_URL (…/v1)".to_string()
                }
                CheckError::ModelsRejected { .. } => {
                    "check MASHANG_LLM_API_KEY and the base URL".to_string()
                }
                CheckError::UnknownModel { .. } => {
                    "set MASHANG_LLM_MODEL to one of the served models".to_string()
                }
                CheckError::MissingApiPrefix { suggested, .. } => {
                    format!("set MASHANG_LLM_BASE_URL to {suggested}")
                }
                CheckError::CompletionFailed { error: LlmError::Timeout, .. } => {
                    "raise turn_budget_secs in [llm] for a slow server".to_string()
                }
                CheckError::CompletionFailed { .. } => "check the server's log".to_string(),
                CheckError::Unparsable { .. } => {
                    "use an instruct model that follows a reply format, or set json_mode = \"on\""
                        .to_string()
                }
            };
            r.warn("llm", &e.to_string(), &format!("{fix}; {fallback}"));
        }
    }
}

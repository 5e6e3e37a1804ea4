//! Building the LLM interviewer from the configuration: the client, the brain, the live bank that
//! generated questions join, and the hook the engine calls. With no base URL or model configured
//! nothing is built and the offline interviewer runs alone.

use std::sync::Arc;

use crate::config::Settings;
use mashang_core::brain::hook::{Generator, LlmHook};
use mashang_core::brain::live::LiveBank;
use mashang_core::brain::{Brain, BrainConfig, MemoryLimits};
use mashang_core::engine::FairQueue;
use mashang_core::interviewer::bridge::{BankQuestions, JudgeGrader};
use mashang_core::interviewer::{Grader, QuestionBank};
use mashang_core::llm::LlmError;
use mashang_core::ports::JudgeCache;
use mashang_core::session::UserKey;
use mashang_judge::problem::Bank;

use mashang_llm::{LlmConfig, OpenAiClient};

/// What the engine is built with.
pub struct LlmSetup {
    pub bank: Arc<dyn QuestionBank>,
    pub grader: Arc<dyn Grader>,
    pub hook: Option<Arc<LlmHook>>,
    pub client: Option<Arc<OpenAiClient>>,
}

/// The client configuration from settings and the key, if the LLM is configured at all.
pub fn client_config(settings: &Settings, api_key: Option<&str>) -> Option<LlmConfig> {
    settings.llm.client_config(
        settings.llm_base_url.as_deref(),
        settings.llm_model.as_deref(),
        api_key,
    )
}

/// Builds the bank, grader and (when configured) the LLM hook.
pub fn setup(
    settings: &Settings,
    api_key: Option<&str>,
    bank: Arc<Bank>,
    queue: &Arc<FairQueue>,
    cache: Arc<dyn JudgeCache>,
) -> Result<LlmSetup, LlmError> {
    let base: Arc<dyn QuestionBank> = Arc::new(BankQuestions::new(Arc::clone(&bank)));
    let grader: Arc<dyn Grader> = Arc::new(JudgeGrader::new(bank).with_cache(cache));
    let Some(config) = client_config(settings, api_key) else {
        return Ok(LlmSetup { bank: base, grader, hook: None, client: None });
    };
    tracing::info!(base_url = %config.base_url, model = %config.model, "LLM interviewer on");
    let client = Arc::new(OpenAiClient::new(config)?);
    let memory = MemoryLimits {
        raw_exchanges: settings.llm.memory_exchanges.max(1),
        ..MemoryLimits::default()
    };
    let brain_config = BrainConfig {
        memory,
        prompt_budget: settings.llm.prompt_budget(),
        turn_budget: settings.llm.turn_budget(),
        ..BrainConfig::default()
    };
    let brain = Arc::new(Brain::new(client.clone(), brain_config));
    let dir = settings.data_dir.join("generated");
    let (stored, errors) = mashang_bank::load_generated(&dir);
    let live = LiveBank::new(base, grader, &stored);
    for e in errors {
        tracing::warn!("generated question skipped: {e}");
    }
    let live = Arc::new(live);
    let generator = settings.llm.generate_questions.then(|| Generator {
        live: Arc::clone(&live),
        executor: queue.for_user(&UserKey::new("system", "question-generator")),
        sink: Arc::new(mashang_bank::DirSink::new(dir)),
    });
    let hook = Arc::new(LlmHook::new(brain, generator));
    Ok(LlmSetup { bank: live.clone(), grader: live, hook: Some(hook), client: Some(client) })
}

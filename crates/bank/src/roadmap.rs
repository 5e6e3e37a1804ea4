//! The study roadmap (`presets/roadmap.toml`): the topics interview study lists are built from,
//! and which of them each algorithm problem counts under — for `problems stats`, `problems list
//! --topic` and the coverage table in the README.

use std::sync::LazyLock;

use mashang_judge::problem::Problem;
use serde::Deserialize;

/// One roadmap topic.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoadmapTopic {
    pub id: String,
    pub en: String,
    pub zh: String,
    /// Problem tags (`topics` in problem.toml) that put a problem under this topic.
    #[serde(default)]
    tags: Vec<String>,
    /// Problems under this topic whatever their tags.
    #[serde(default)]
    problems: Vec<String>,
    /// Topics whose problems do not count here too.
    #[serde(default)]
    except: Vec<String>,
}

impl RoadmapTopic {
    fn names(&self, p: &Problem) -> bool {
        self.problems.iter().any(|id| id == p.id())
            || p.spec.topics.iter().any(|t| self.tags.contains(t))
    }
}

/// The roadmap's topics, in study order.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Roadmap {
    #[serde(rename = "topic")]
    topics: Vec<RoadmapTopic>,
}

/// What is wrong with a roadmap file.
#[derive(Debug, thiserror::Error)]
pub enum RoadmapError {
    #[error("roadmap.toml: {0}")]
    Parse(#[from] toml::de::Error),
    #[error("roadmap.toml: topic `{0}` is defined twice")]
    Duplicate(String),
    #[error("roadmap.toml: topic `{topic}` excepts `{except}`, which is no topic")]
    UnknownExcept { topic: String, except: String },
}

static BUILTIN: LazyLock<Roadmap> = LazyLock::new(|| {
    Roadmap::parse(include_str!("../../../presets/roadmap.toml"))
        .expect("presets/roadmap.toml is valid (tested)")
});

impl Roadmap {
    /// The roadmap shipped in the binary.
    pub fn builtin() -> &'static Roadmap {
        &BUILTIN
    }

    pub fn parse(text: &str) -> Result<Roadmap, RoadmapError> {
        let roadmap: Roadmap = toml::from_str(text)?;
        for (i, t) in roadmap.topics.iter().enumerate() {
            if roadmap.topics[..i].iter().any(|o| o.id == t.id) {
                return Err(RoadmapError::Duplicate(t.id.clone()));
            }
            if let Some(e) = t.except.iter().find(|e| roadmap.get(e).is_none()) {
                return Err(RoadmapError::UnknownExcept { topic: t.id.clone(), except: e.clone() });
            }
        }
        Ok(roadmap)
    }

    pub fn topics(&self) -> &[RoadmapTopic] {
        &self.topics
    }

    pub fn get(&self, id: &str) -> Option<&RoadmapTopic> {
        self.topics.iter().find(|t| t.id == id)
    }

    /// The topics `p` counts under (none for a problem off the roadmap).
    pub fn topics_of(&self, p: &Problem) -> Vec<&RoadmapTopic> {
        let named: Vec<&RoadmapTopic> = self.topics.iter().filter(|t| t.names(p)).collect();
        named
            .iter()
            .copied()
            .filter(|t| !t.except.iter().any(|e| named.iter().any(|n| &n.id == e)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_roadmap_parses_and_lists_the_eighteen_interview_topics() {
        let ids: Vec<&str> = Roadmap::builtin().topics().iter().map(|t| t.id.as_str()).collect();
        assert_eq!(ids.len(), 18, "{ids:?}");
        assert_eq!(ids.first(), Some(&"arrays-hashing"));
    }

    #[test]
    fn a_topic_twice_or_an_unknown_except_is_refused() {
        let twice = "[[topic]]\nid='a'\nen='A'\nzh='甲'\n[[topic]]\nid='a'\nen='A'\nzh='甲'\n";
        assert!(matches!(Roadmap::parse(twice), Err(RoadmapError::Duplicate(id)) if id == "a"));
        let except = "[[topic]]\nid='a'\nen='A'\nzh='甲'\nexcept=['b']\n";
        assert!(matches!(Roadmap::parse(except), Err(RoadmapError::UnknownExcept { .. })));
    }
}

//! The rules of the whole grid in f-puzzles JSON: `"antiknight": true`
//! and `"antiking": true`, each one rule of the whole grid
//! ([`Anti`]).

use serde_json::{Map, Value};

use super::json;
use sheetdoku_core::{Anti, AntiKind};

/// The f-puzzles key of a kind.
pub(super) fn key_of(kind: AntiKind) -> &'static str {
    match kind {
        AntiKind::Knight => json::ANTIKNIGHT,
        AntiKind::King => json::ANTIKING,
    }
}

/// The key as an error message starts with it ("'antiknight': ").
pub(super) fn key_prefix(kind: AntiKind) -> &'static str {
    match kind {
        AntiKind::Knight => "'antiknight': ",
        AntiKind::King => "'antiking': ",
    }
}

/// Every rule turned on (`true`; `false` or no key is none), in the order
/// of the kinds.
pub(super) fn read_antis(map: &Map<String, Value>, n: usize) -> Vec<Anti> {
    AntiKind::ALL
        .into_iter()
        .filter(|&kind| map.get(key_of(kind)) == Some(&Value::Bool(true)))
        .map(|kind| Anti::new(kind, n))
        .collect()
}

//! `sheetdoku extension-words` (hidden; scripts/build-oxt.sh runs it): the
//! words of the Calc extension, from the catalogues built into this
//! program, so that the extension packed with a program speaks exactly the
//! languages it does. The build runs the very program it packs, and no
//! second program has to be built.
//!
//! Without `--fill` it prints one JSON object, `{"en": {"ext-menu":
//! "Sudoku", ...}, "sk": {...}, ...}`: every message of [`PREFIXES`] in
//! every language, as it stands (such messages take no variables; the
//! lines with numbers in them come from the commands' `--json`, filled in
//! by Fluent). With `--fill TEMPLATE` it prints the template (Addons.xcu,
//! CalcWindowState.xcu) with each `@ext-...@` replaced by the message's
//! `<value xml:lang="...">` in every language, English as `en-US`, the
//! language LibreOffice falls back to.

use std::path::PathBuf;

use anyhow::{bail, Context, Result};
use serde_json::{Map, Value};
use sheetdoku::{plain_messages, Lang};

use crate::status::Status;

/// The messages the extension shows: its own (`ext-`) and the level names
/// of the New worksheet dialog (`level-`, the pages' own words).
pub const PREFIXES: [&str; 2] = ["ext-", "level-"];

/// Print the Calc extension's words in every language (for the build).
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Print this LibreOffice configuration file (.xcu) with each
    /// `@ext-...@` filled in with the message in every language, instead
    /// of the JSON.
    #[arg(long, value_name = "TEMPLATE")]
    fill: Option<PathBuf>,
}

/// Prints the JSON, or the filled-in template.
pub fn run(args: Args) -> Result<Status> {
    let words = all_words()?;
    match &args.fill {
        None => println!("{}", Value::Object(words)),
        Some(path) => {
            let template = std::fs::read_to_string(path)
                .with_context(|| format!("reading {}", path.display()))?;
            let filled = fill(&template, &words).with_context(|| format!("{}", path.display()))?;
            print!("{filled}");
        }
    }
    Ok(Status::Success)
}

/// Every language's messages of [`PREFIXES`], by language code and id.
fn all_words() -> Result<Map<String, Value>> {
    let mut all = Map::new();
    for lang in Lang::ALL {
        let mut own = Map::new();
        for prefix in PREFIXES {
            for (id, text) in plain_messages(lang, prefix)? {
                own.insert(id, Value::String(text));
            }
        }
        all.insert(lang.code().to_string(), Value::Object(own));
    }
    Ok(all)
}

/// `template` with each `@ext-...@` replaced by its `<value>` elements.
fn fill(template: &str, words: &Map<String, Value>) -> Result<String> {
    let mut out = String::new();
    for (number, line) in template.split_inclusive('\n').enumerate() {
        let mut rest = line;
        while let Some(start) = rest.find("@ext-") {
            let Some(len) = rest[start + 1..].find('@') else {
                bail!(
                    "line {}: an @ext-...@ placeholder is not closed",
                    number + 1
                );
            };
            let id = &rest[start + 1..start + 1 + len];
            out.push_str(&rest[..start]);
            out.push_str(&values(id, words).with_context(|| format!("line {}", number + 1))?);
            rest = &rest[start + 2 + len..];
        }
        out.push_str(rest);
    }
    Ok(out)
}

/// The `<value xml:lang="...">` elements of message `id`.
fn values(id: &str, words: &Map<String, Value>) -> Result<String> {
    let mut out = String::new();
    for lang in Lang::ALL {
        let Some(text) = words
            .get(lang.code())
            .and_then(|own| own.get(id))
            .and_then(Value::as_str)
        else {
            bail!("{id} is not a message of the extension");
        };
        let tag = if lang == Lang::En {
            "en-US"
        } else {
            lang.code()
        };
        out.push_str(&format!(
            "<value xml:lang=\"{tag}\">{}</value>",
            xml_escaped(text)
        ));
    }
    Ok(out)
}

fn xml_escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

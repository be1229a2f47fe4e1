//! The words printed on the pages sheetdoku writes, in the teacher's
//! language. Each language is a Fluent catalogue, `locales/LANG.ftl`, built
//! into the program (nothing is read at run time); a message missing from
//! a catalogue falls back to English.
//!
//! The language is a value: [`with_language`] writes the pages of one call
//! (one request of a service) in its language, on the calling thread, and
//! calls on other threads keep theirs; [`set_language`] sets the default
//! for calls without one (the command's `--lang`). The page writers ask for
//! their words with [`text`] and [`text_with`], in [`language`].
//!
//! ```
//! use sheetdoku_i18n::{text, text_with, Lang};
//! assert_eq!(Lang::from_tag("sk-SK"), Some(Lang::Sk));
//! assert_eq!(Lang::Sk.text("level-hard"), "ťažká");
//! assert_eq!(Lang::De.text_with("worksheet-level", &[("level", "schwer")]), "Stufe: schwer");
//! assert_eq!(text("level-easy"), "easy"); // English until set_language
//! # let _ = text_with;
//! ```
#![deny(missing_docs)]

use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use fluent_syntax::ast;

/// The languages shipped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Lang {
    /// English.
    En,
    /// Slovak.
    Sk,
    /// Czech.
    Cs,
    /// Croatian.
    Hr,
    /// German.
    De,
    /// Italian.
    It,
    /// Russian.
    Ru,
}

impl Lang {
    /// Every language shipped, English first.
    pub const ALL: [Lang; 7] = [
        Lang::En,
        Lang::Sk,
        Lang::Cs,
        Lang::Hr,
        Lang::De,
        Lang::It,
        Lang::Ru,
    ];

    /// The language's code: "sk".
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Sk => "sk",
            Lang::Cs => "cs",
            Lang::Hr => "hr",
            Lang::De => "de",
            Lang::It => "it",
            Lang::Ru => "ru",
        }
    }

    /// The language of a tag as LibreOffice or a system gives it ("sk",
    /// "sk-SK", "de_AT.UTF-8"); `None` for a language not shipped.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag
            .split(['-', '_', '.'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    fn source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../locales/en.ftl"),
            Lang::Sk => include_str!("../locales/sk.ftl"),
            Lang::Cs => include_str!("../locales/cs.ftl"),
            Lang::Hr => include_str!("../locales/hr.ftl"),
            Lang::De => include_str!("../locales/de.ftl"),
            Lang::It => include_str!("../locales/it.ftl"),
            Lang::Ru => include_str!("../locales/ru.ftl"),
        }
    }

    /// The message `id` in this language (English where it has none).
    pub fn text(self, id: &str) -> String {
        self.text_with(id, &[])
    }

    /// The ids of this language's catalogue, in its order.
    pub fn message_ids(self) -> Vec<String> {
        let Ok(resource) = FluentResource::try_new(self.source().to_string()) else {
            return Vec::new();
        };
        resource
            .entries()
            .filter_map(|entry| match entry {
                ast::Entry::Message(m) => Some(m.id.name.to_string()),
                _ => None,
            })
            .collect()
    }

    /// The message `id` as it stands, for a message that takes no
    /// variables (English where this language lacks it); `None` when it
    /// takes variables or no catalogue has it. The Calc extension shows
    /// such messages without the program (see [`plain_messages`]).
    pub fn plain_text(self, id: &str) -> Option<String> {
        format(self, id, &[]).or_else(|| format(Lang::En, id, &[]))
    }

    /// The message `id` with its variables set (`{ $level }`).
    pub fn text_with(self, id: &str, args: &[(&str, &str)]) -> String {
        format(self, id, args)
            .or_else(|| format(Lang::En, id, args))
            .unwrap_or_else(|| id.to_string())
    }
}

impl std::str::FromStr for Lang {
    type Err = String;

    fn from_str(s: &str) -> Result<Lang, String> {
        Lang::from_tag(s).ok_or_else(|| {
            let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
            format!(
                "'{s}' is not a language shipped; choose {}",
                codes.join(", ")
            )
        })
    }
}

/// A language's bundle, its catalogue parsed once and kept: messages are
/// asked for in loops (each step of a rating has its note).
fn bundle(lang: Lang) -> Option<&'static FluentBundle<FluentResource>> {
    static BUNDLES: [OnceLock<Option<FluentBundle<FluentResource>>>; 7] =
        [const { OnceLock::new() }; 7];
    let index = Lang::ALL.iter().position(|&l| l == lang)?;
    BUNDLES
        .get(index)?
        .get_or_init(|| {
            let langid = lang.code().parse().ok()?;
            let mut bundle = FluentBundle::new_concurrent(vec![langid]);
            // Page text: no Unicode isolation marks around the variables.
            bundle.set_use_isolating(false);
            let resource = FluentResource::try_new(lang.source().to_string()).ok()?;
            bundle.add_resource(resource).ok()?;
            Some(bundle)
        })
        .as_ref()
}

fn format(lang: Lang, id: &str, args: &[(&str, &str)]) -> Option<String> {
    let bundle = bundle(lang)?;
    let message = bundle.get_message(id)?;
    let pattern = message.value()?;
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        // Whole numbers go in as numbers, so that plurals choose by them
        // ("1 súbor", "3 súbory", "5 súborov").
        match value.parse::<u32>() {
            Ok(k) if k.to_string() == *value => fluent_args.set(*name, k),
            _ => fluent_args.set(*name, *value),
        }
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// Every message of the English catalogue whose id starts with `prefix`
/// (`"ext-"`, the Calc extension's words), with its text in `lang`, in the
/// catalogue's order; an error names a message that takes variables, which
/// cannot be shown without the program filling them in.
///
/// ```
/// use sheetdoku::{plain_messages, Lang};
/// let sk = plain_messages(Lang::Sk, "level-").unwrap();
/// assert_eq!(sk[0], ("level-easy".to_string(), "ľahká".to_string()));
/// assert!(plain_messages(Lang::En, "worksheet-").is_err()); // { $level }
/// ```
pub fn plain_messages(lang: Lang, prefix: &str) -> Result<Vec<(String, String)>, TakesVariables> {
    Lang::En
        .message_ids()
        .into_iter()
        .filter(|id| id.starts_with(prefix))
        .map(|id| match lang.plain_text(&id) {
            Some(text) => Ok((id, text)),
            None => Err(TakesVariables { id, lang }),
        })
        .collect()
}

/// The refusal of [`plain_messages`]: a message that takes variables,
/// which only the program can fill in.
///
/// ```
/// use sheetdoku::{plain_messages, Lang};
/// let err = plain_messages(Lang::En, "worksheet-").unwrap_err();
/// assert!(err.id.starts_with("worksheet-"));
/// assert_eq!(err.lang, Lang::En);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct TakesVariables {
    /// The message's id.
    pub id: String,
    /// The catalogue asked.
    pub lang: Lang,
}

impl std::fmt::Display for TakesVariables {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the message {} takes variables ({}), so it cannot be shown as it stands",
            self.id,
            self.lang.code()
        )
    }
}

impl std::error::Error for TakesVariables {}

/// The default language, an index into [`Lang::ALL`] (English first).
static DEFAULT: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// The language of the call running on this thread, if it has one.
    static CURRENT: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// Sets the default language: that of every page written from now on by
/// a call without its own ([`with_language`]). English when never set; a
/// later call changes it again.
pub fn set_language(lang: Lang) {
    let index = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
    DEFAULT.store(index, Ordering::Relaxed);
}

/// The language the pages are written in: that of the call running on
/// this thread ([`with_language`]), else the default ([`set_language`]).
pub fn language() -> Lang {
    CURRENT.with(Cell::get).unwrap_or_else(|| {
        Lang::ALL
            .get(DEFAULT.load(Ordering::Relaxed))
            .copied()
            .unwrap_or(Lang::En)
    })
}

/// Runs `work` with its pages, messages and level names in `lang`,
/// whatever the default and whatever other threads write at the same
/// time; the language before is back when it returns (or panics). Calls
/// nest: the innermost language holds.
///
/// ```
/// use sheetdoku_i18n::{text, with_language, Lang};
/// let sk = std::thread::spawn(|| with_language(Lang::Sk, || text("level-hard")));
/// let de = std::thread::spawn(|| with_language(Lang::De, || text("level-hard")));
/// assert_eq!(sk.join().unwrap(), "ťažká");
/// assert_eq!(de.join().unwrap(), Lang::De.text("level-hard"));
/// assert_eq!(text("level-hard"), "hard"); // this thread: the default
/// ```
pub fn with_language<T>(lang: Lang, work: impl FnOnce() -> T) -> T {
    /// Puts the language before back, on return or unwinding.
    struct Restore(Option<Lang>);
    impl Drop for Restore {
        fn drop(&mut self) {
            CURRENT.with(|c| c.set(self.0));
        }
    }
    let _restore = Restore(CURRENT.with(|c| c.replace(Some(lang))));
    work()
}

/// The message `id` in the pages' language.
pub fn text(id: &str) -> String {
    language().text(id)
}

/// The message `id` in the pages' language, with its variables.
pub fn text_with(id: &str, args: &[(&str, &str)]) -> String {
    language().text_with(id, args)
}

#[cfg(test)]
mod tests;

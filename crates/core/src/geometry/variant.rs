//! A variant named by what it contains: its blocks (boxes or a jigsaw map),
//! whether both diagonals are units, and what extra regions it has. The names
//! users type (standard, x, windoku, windoku-x, jigsaw, jigsaw-x) are made of
//! those parts, so a combination without a name of its own still gets one
//! (`jigsaw-windoku`, `extra-regions-x`).

use crate::parse_error::ParseError;
use std::fmt;
use std::str::FromStr;

/// The blocks of a variant.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Blocks {
    /// The regular `r x c` boxes of the size.
    Boxes,
    /// An irregular block map (a jigsaw).
    Jigsaw,
}

/// Whether a variant's two main diagonals are units (Sudoku X).
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Diagonals {
    /// No diagonal rule.
    #[default]
    None,
    /// Both main diagonals hold every digit once.
    Both,
}

/// The extra regions of a variant, beyond rows, columns and blocks.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Extra {
    /// No extra regions.
    None,
    /// Windoku's extra blocks (four for 9x9).
    Windoku,
    /// Extra regions of some other shape, from an extra region map.
    Regions,
}

/// What a variant contains. Any block map makes a jigsaw; any extra region
/// map is accepted too, and is called Windoku only when it has Windoku's
/// shape.
///
/// ```
/// use sheetdoku::{Blocks, Diagonals, Extra, Variant};
/// let v: Variant = "jigsaw-windoku".parse().unwrap();
/// assert_eq!((v.blocks, v.extra, v.diagonals), (Blocks::Jigsaw, Extra::Windoku, Diagonals::None));
/// assert_eq!("Windoku X".parse::<Variant>().unwrap(), Variant::WINDOKU_X);
/// assert_eq!(Variant::WINDOKU_X.name(), "windoku-x");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Variant {
    /// Boxes or an irregular block map.
    pub blocks: Blocks,
    /// Whether both diagonals are units (Sudoku X).
    pub diagonals: Diagonals,
    /// The extra regions.
    pub extra: Extra,
}

impl Variant {
    /// Rows, columns and the standard boxes.
    pub const STANDARD: Variant = Variant::new(Blocks::Boxes, Diagonals::None, Extra::None);
    /// Standard plus both main diagonals (Sudoku X).
    pub const X: Variant = Variant::new(Blocks::Boxes, Diagonals::Both, Extra::None);
    /// Standard plus the extra Windoku blocks (13 blocks for 9x9).
    pub const WINDOKU: Variant = Variant::new(Blocks::Boxes, Diagonals::None, Extra::Windoku);
    /// Windoku plus both diagonals.
    pub const WINDOKU_X: Variant = Variant::new(Blocks::Boxes, Diagonals::Both, Extra::Windoku);
    /// Rows, columns and an irregular block map.
    pub const JIGSAW: Variant = Variant::new(Blocks::Jigsaw, Diagonals::None, Extra::None);
    /// Jigsaw plus both diagonals.
    pub const JIGSAW_X: Variant = Variant::new(Blocks::Jigsaw, Diagonals::Both, Extra::None);

    /// The six variants of the papers, in the papers' order.
    pub const ALL: [Variant; 6] = [
        Variant::STANDARD,
        Variant::X,
        Variant::WINDOKU,
        Variant::WINDOKU_X,
        Variant::JIGSAW,
        Variant::JIGSAW_X,
    ];

    /// The variant with these contents.
    pub const fn new(blocks: Blocks, diagonals: Diagonals, extra: Extra) -> Self {
        Variant {
            blocks,
            diagonals,
            extra,
        }
    }

    /// The name used on the command line and in our workbooks: its parts
    /// joined by `-` (`jigsaw`, then `windoku` or `extra-regions`, then
    /// `x`), or `standard` when it has none.
    pub fn name(self) -> String {
        let parts: Vec<&str> = [
            (self.blocks == Blocks::Jigsaw).then_some("jigsaw"),
            match self.extra {
                Extra::None => None,
                Extra::Windoku => Some("windoku"),
                Extra::Regions => Some("extra-regions"),
            },
            (self.diagonals == Diagonals::Both).then_some("x"),
        ]
        .into_iter()
        .flatten()
        .collect();
        if parts.is_empty() {
            "standard".to_string()
        } else {
            parts.join("-")
        }
    }
}

/// The standard variant.
impl Default for Variant {
    fn default() -> Self {
        Variant::STANDARD
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// Names read whole rather than from parts.
const WHOLE_NAMES: [(&str, Variant); 3] = [
    ("standard", Variant::STANDARD),
    ("classic", Variant::STANDARD),
    ("13blocks", Variant::WINDOKU),
];

/// One word of a name: what it sets.
#[derive(Clone, Copy)]
enum Part {
    Blocks(Blocks),
    Extra(Extra),
    Diagonals,
    /// "sudoku", as in "Jigsaw Sudoku X": says nothing more.
    Filler,
}

/// Longer spellings first where one begins another.
const PARTS: [(&str, Part); 10] = [
    ("jigsaw", Part::Blocks(Blocks::Jigsaw)),
    ("irregular", Part::Blocks(Blocks::Jigsaw)),
    ("windoku", Part::Extra(Extra::Windoku)),
    ("hyper", Part::Extra(Extra::Windoku)),
    ("extraregions", Part::Extra(Extra::Regions)),
    ("extraregion", Part::Extra(Extra::Regions)),
    ("diagonals", Part::Diagonals),
    ("diagonal", Part::Diagonals),
    ("x", Part::Diagonals),
    ("sudoku", Part::Filler),
];

/// A name made of parts: each at most once, in any order.
fn parse_parts(mut key: &str) -> Option<Variant> {
    let mut blocks = None;
    let mut extra = None;
    let mut diagonals = Diagonals::None;
    while !key.is_empty() {
        let (word, part) = PARTS.iter().find(|(word, _)| key.starts_with(word))?;
        key = &key[word.len()..];
        match *part {
            Part::Blocks(b) if blocks.is_none() => blocks = Some(b),
            Part::Extra(e) if extra.is_none() => extra = Some(e),
            Part::Diagonals if diagonals == Diagonals::None => diagonals = Diagonals::Both,
            Part::Filler => {}
            _ => return None,
        }
    }
    Some(Variant::new(
        blocks.unwrap_or(Blocks::Boxes),
        diagonals,
        extra.unwrap_or(Extra::None),
    ))
}

impl FromStr for Variant {
    type Err = ParseError;

    /// Reads a name, ignoring case, spaces, `-` and `_`: the six names, the
    /// old spellings (classic, diagonal, hyper, irregular, 13 blocks), and
    /// any combination of the parts `jigsaw`, `windoku` or `extra-regions`,
    /// and `x`.
    fn from_str(s: &str) -> Result<Self, ParseError> {
        let key: String = s
            .trim()
            .to_ascii_lowercase()
            .chars()
            .filter(|c| !matches!(c, '-' | '_' | ' '))
            .collect();
        let whole = WHOLE_NAMES.iter().find(|(name, _)| *name == key);
        match whole {
            Some((_, v)) => Some(*v),
            None if key.is_empty() => None,
            None => parse_parts(&key),
        }
        .ok_or_else(|| ParseError::UnknownVariant(s.to_string()))
    }
}

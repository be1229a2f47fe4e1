//! The variants' names: the ones users type (standard, x, windoku,
//! windoku-x, jigsaw, jigsaw-x), their spellings and what each contains.

use std::fmt;
use std::str::FromStr;

/// The named variants of the papers. Any block map makes a jigsaw; any extra
/// region map is accepted too, and is called Windoku when it has Windoku's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Rows, columns and the standard boxes.
    Standard,
    /// Standard plus both main diagonals (Sudoku X).
    X,
    /// Standard plus the extra Windoku blocks (13 blocks for 9x9).
    Windoku,
    /// Windoku plus both diagonals.
    WindokuX,
    /// Rows, columns and an irregular block map.
    Jigsaw,
    /// Jigsaw plus both diagonals.
    JigsawX,
}

impl Variant {
    /// All variants, in the order of the papers.
    pub const ALL: [Variant; 6] = [
        Variant::Standard,
        Variant::X,
        Variant::Windoku,
        Variant::WindokuX,
        Variant::Jigsaw,
        Variant::JigsawX,
    ];

    /// The name used on the command line and in our workbooks.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::X => "x",
            Variant::Windoku => "windoku",
            Variant::WindokuX => "windoku-x",
            Variant::Jigsaw => "jigsaw",
            Variant::JigsawX => "jigsaw-x",
        }
    }

    /// Whether the variant includes both diagonals.
    pub fn has_diagonals(self) -> bool {
        matches!(self, Variant::X | Variant::WindokuX | Variant::JigsawX)
    }

    /// Whether the variant includes Windoku's extra blocks.
    pub fn has_windoku(self) -> bool {
        matches!(self, Variant::Windoku | Variant::WindokuX)
    }

    /// Whether the variant needs an irregular block map.
    pub fn is_jigsaw(self) -> bool {
        matches!(self, Variant::Jigsaw | Variant::JigsawX)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let key: String = s
            .trim()
            .to_ascii_lowercase()
            .chars()
            .filter(|c| !matches!(c, '-' | '_' | ' '))
            .collect();
        Ok(match key.as_str() {
            "standard" | "classic" | "sudoku" => Variant::Standard,
            "x" | "sudokux" | "diagonal" => Variant::X,
            "windoku" | "hyper" | "13blocks" => Variant::Windoku,
            "windokux" | "hyperx" => Variant::WindokuX,
            "jigsaw" | "irregular" => Variant::Jigsaw,
            "jigsawx" => Variant::JigsawX,
            _ => {
                return Err(format!(
                "unknown variant '{s}' (valid: standard, x, windoku, windoku-x, jigsaw, jigsaw-x)"
            ))
            }
        })
    }
}

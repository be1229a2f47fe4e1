//! A value on Sudoku Explainer's scale (1.0 to about 11), kept in tenths, and
//! SE's rule for the extra difficulty of long chains.

use std::fmt;
use std::str::FromStr;

/// A difficulty on the SE scale, in tenths ("4.2" is 42).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Score(u16);

impl Score {
    /// The score of `tenths` tenths.
    pub const fn from_tenths(tenths: u16) -> Score {
        Score(tenths)
    }

    /// The score in tenths.
    pub fn tenths(self) -> u16 {
        self.0
    }

    /// The score as a number (4.2).
    pub fn value(self) -> f64 {
        f64::from(self.0) / 10.0
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

impl Score {
    /// The rating as the pages' language writes a decimal: "4.2" in
    /// English, "4,2" in Slovak (the catalogue's `decimal-separator`).
    pub fn local(self) -> String {
        let sep = sheetdoku_i18n::text("decimal-separator");
        format!("{}{sep}{}", self.0 / 10, self.0 % 10)
    }
}

impl FromStr for Score {
    type Err = String;
    /// "4.2", "4" or "10.5": at most one decimal.
    fn from_str(s: &str) -> Result<Score, String> {
        let bad = || format!("'{s}' is not a rating like 4.2");
        let text = s.trim();
        let (whole, tenth) = match text.split_once('.') {
            Some((w, t)) if t.len() == 1 => (w, t),
            Some(_) => return Err(bad()),
            None => (text, "0"),
        };
        let whole: u16 = whole.parse().map_err(|_| bad())?;
        let tenth: u16 = tenth.parse().map_err(|_| bad())?;
        if whole > 100 {
            return Err(bad());
        }
        Ok(Score(whole * 10 + tenth))
    }
}

/// SE's extra tenths for a chain of `nodes` nodes: nothing up to 6 nodes,
/// then one tenth each time the length passes the next of 4, 6, 8, 12, 16,
/// 24, 32, ... (alternately times 3/2 and 4/3), counted on `nodes - 2`.
pub(super) fn length_tenths(nodes: usize) -> u16 {
    let length = nodes.saturating_sub(2);
    let mut added = 0;
    let mut ceiling = 4;
    let mut odd = false;
    while length > ceiling {
        added += 1;
        ceiling = if odd {
            ceiling * 4 / 3
        } else {
            ceiling * 3 / 2
        };
        odd = !odd;
    }
    added
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_print_and_parse_with_one_decimal() {
        assert_eq!(Score::from_tenths(42).to_string(), "4.2");
        assert_eq!(Score::from_tenths(100).to_string(), "10.0");
        assert_eq!("4.2".parse::<Score>(), Ok(Score::from_tenths(42)));
        assert_eq!("6".parse::<Score>(), Ok(Score::from_tenths(60)));
        assert!("4.25".parse::<Score>().is_err());
        assert!("hard".parse::<Score>().is_err());
    }

    #[test]
    fn chain_length_bonus_follows_the_ceilings() {
        assert_eq!(length_tenths(6), 0);
        assert_eq!(length_tenths(7), 1);
        assert_eq!(length_tenths(8), 1);
        assert_eq!(length_tenths(9), 2);
        assert_eq!(length_tenths(10), 2);
        assert_eq!(length_tenths(11), 3);
        assert_eq!(length_tenths(14), 3);
        assert_eq!(length_tenths(15), 4);
        assert_eq!(length_tenths(18), 4);
        assert_eq!(length_tenths(19), 5);
        assert_eq!(length_tenths(26), 5);
        assert_eq!(length_tenths(27), 6);
    }
}

//! A killer cage's total: given, or not (a cage drawn without a total,
//! issue 47). A type of its own, not a 0 sentinel, so that every layer
//! that reads a cage's sum decides in an exhaustive match.

/// A cage's total: the number printed in its corner, or none (a cage drawn
/// without a total: its digits still differ, nothing is said of their sum).
///
/// ```
/// use sheetdoku::CageSum;
/// assert_eq!(CageSum::Given(14).given(), Some(14));
/// assert_eq!(CageSum::NotGiven.given(), None);
/// assert_eq!(CageSum::NotGiven.text(), "?");
/// assert_eq!(CageSum::parse("?"), Some(CageSum::NotGiven));
/// assert_eq!(CageSum::parse("14"), Some(CageSum::Given(14)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CageSum {
    /// The cage's digits add up to this number.
    Given(u32),
    /// No total is drawn: the cage only keeps its digits different.
    NotGiven,
}

impl CageSum {
    /// The total when one is given.
    pub fn given(self) -> Option<u32> {
        match self {
            CageSum::Given(sum) => Some(sum),
            CageSum::NotGiven => None,
        }
    }

    /// The total as the texts write it (the `cages=` field, a rule's
    /// text `killer ? A1 B1`, sheet `K`'s table): the number, or `?`.
    pub fn text(self) -> String {
        match self {
            CageSum::Given(sum) => sum.to_string(),
            CageSum::NotGiven => "?".to_string(),
        }
    }

    /// The total written as [`CageSum::text`] writes it; `None` for
    /// anything else.
    pub fn parse(text: &str) -> Option<CageSum> {
        match text.trim() {
            "?" => Some(CageSum::NotGiven),
            number => number.parse().ok().map(CageSum::Given),
        }
    }
}

impl From<u32> for CageSum {
    fn from(sum: u32) -> CageSum {
        CageSum::Given(sum)
    }
}

//! The techniques the rater knows, in the order they are tried. What each
//! is (name, value, where it is tried) is its profile, `profile.rs`; which
//! function finds it is `choose.rs`, so this file imports no technique's
//! file (and none imports it back in a circle). A new technique is a
//! variant here, an arm in each of those two files (the compiler asks for
//! both) and its name in the catalogues (a test asks for it).

use std::fmt;

use super::profile::{Assumes, SEARCHED_UP_TO};
use super::score::Score;
use crate::geometry::Geometry;

/// Declares [`Technique`] and [`Technique::ALL`] from one list, so that
/// `ALL` holds every technique once, in the order declared.
macro_rules! techniques {
    ($($(#[doc = $doc:literal])* $technique:ident,)*) => {
        /// A solving technique, in the order the rater tries them (Sudoku
        /// Explainer's order).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[non_exhaustive]
        pub enum Technique {
            $($(#[doc = $doc])* $technique,)*
        }

        impl Technique {
            /// Every technique, in the order they are tried.
            pub const ALL: [Technique; [$(Technique::$technique),*].len()] =
                [$(Technique::$technique),*];
        }
    };
}

techniques! {
    /// A digit with a single place in a block.
    HiddenSingleInBlock,
    /// A digit with a single place in a line.
    HiddenSingleInLine,
    /// Pointing that leaves a digit a single place.
    DirectPointing,
    /// Claiming that leaves a digit a single place.
    DirectClaiming,
    /// A hidden pair that leaves a digit a single place.
    DirectHiddenPair,
    /// A cell with a single candidate.
    NakedSingle,
    /// The digit sets that make a cage's sum with its cells' candidates.
    CageCombination,
    /// A candidate of a cell joined by a mark (a Kropki dot, an X or V, a
    /// greater-than sign) that no candidate of the other cell goes with.
    MarkPartners,
    /// A hidden triple that leaves a digit a single place.
    DirectHiddenTriple,
    /// A digit of a block confined to one line.
    Pointing,
    /// A digit every combination of a cage needs, its places in the cage
    /// all seeing a cell outside it.
    CagePointing,
    /// A digit of a line confined to one block.
    Claiming,
    /// The rule of 45 on one unit: its innies or outies add up to what its
    /// cages leave.
    RuleOf45,
    /// Two cells of a unit with the same two candidates.
    NakedPair,
    /// Cage splitting on one unit: its innies or outies of any number, or
    /// the parts of a cage they split, taken as cages.
    CageSplitting,
    /// A fish of two disjoint base units over two disjoint cover units.
    XWing,
    /// A combination of a cage that leaves another cage of its unit no
    /// combination.
    CombinationClash,
    /// Two digits of a unit with the same two places.
    HiddenPair,
    /// A digit every fitting pair of combinations of two cages in a unit
    /// holds.
    LockedDigitAcrossCages,
    /// The rule of 45 on two or three neighbouring rows or columns.
    RuleOf45Lines,
    /// Three cells of a unit with three candidates between them.
    NakedTriple,
    /// Cage splitting on two or three neighbouring rows or columns.
    CageSplittingLines,
    /// A fish of three disjoint base units over three disjoint cover units.
    Swordfish,
    /// Three digits of a unit with three places between them.
    HiddenTriple,
    /// Two strong links of a digit in parallel lines, joined at one end.
    Skyscraper,
    /// Two strong links of a digit in crossing lines, joined in a block.
    TwoStringKite,
    /// Two strong links of a digit, one of them in a block.
    TurbotFish,
    /// Three bivalue cells: a pivot and two wings.
    XYWing,
    /// Two strong links of a digit with grouped ends (Empty Rectangle).
    GroupedStrongLinks,
    /// Two bivalue cells with the same digits joined by a strong link.
    WWing,
    /// A trivalue pivot and two bivalue wings.
    XYZWing,
    /// Four cells with four digits, one digit not restricted.
    WXYZWing,
    /// A rectangle that would be a deadly pattern (types 1, 2 and 4).
    UniqueRectangle,
    /// Four cells of a unit with four candidates between them.
    NakedQuad,
    /// A fish of four disjoint base units over four disjoint cover units.
    Jellyfish,
    /// Four digits of a unit with four places between them.
    HiddenQuad,
    /// Three strong links of a digit in a chain.
    ThreeStrongLinks,
    /// A Swordfish whose bases also hold the digit in a few fin cells.
    FinnedSwordfish,
    /// A Jellyfish whose bases also hold the digit in a few fin cells.
    FinnedJellyfish,
    /// Five cells with five digits, one digit not restricted.
    VWXYZWing,
    /// Bivalue universal grave plus one: one cell with three candidates.
    BugPlusOne,
    /// Two colours on one digit's conjugate pairs: a colour that sees
    /// itself is false (wrap); a cell seeing both colours loses the digit
    /// (trap).
    SimpleColouring,
    /// A chain of strong and weak links on one digit.
    XChain,
    /// An X-Chain with groups among its nodes.
    GroupedXChain,
    /// An alternating inference chain over cells and units.
    Aic,
    /// Two almost locked sets with a restricted common digit.
    AlsXz,
    /// An alternating inference chain with groups among its nodes.
    GroupedAic,
    /// Every candidate of a cell, or every place of a digit in a unit,
    /// leads to the same conclusion.
    ForcingChains,
    /// Forcing chains whose assumptions also fire the singles they leave:
    /// cell, unit, contradiction and double forcing chains.
    DynamicForcingChains,
    /// Dynamic forcing chains that also use locked candidates, pairs and
    /// X-Wings inside each assumption.
    DynamicForcingChainsPlus,
    /// Dynamic forcing chains with forcing chains nested inside each
    /// assumption.
    NestedForcingChains,
}

impl Technique {
    /// The usual name: "naked single", "X-Wing".
    pub fn name(self) -> &'static str {
        self.profile().name
    }

    /// The name in the pages' language, from the catalogue's message
    /// `technique-<id>`, the id of its profile ("skrytý singl v bloku").
    /// [`Technique::name`] stays the English name the terminal, `--json`
    /// and the tests use.
    pub fn local_name(self) -> String {
        sheetdoku_i18n::text(&self.message_id())
    }

    /// The id of the technique's name in the catalogue.
    fn message_id(self) -> String {
        format!("technique-{}", self.profile().id)
    }

    /// The technique's value on the SE scale, in tenths: the lowest value
    /// when it depends on the pattern (wings by their cells, chains by their
    /// length).
    pub fn base_tenths(self) -> u16 {
        self.profile().tenths
    }

    /// The technique's value on the SE scale (the lowest, see
    /// [`Technique::base_tenths`]).
    pub fn score(self) -> Score {
        Score::from_tenths(self.base_tenths())
    }

    /// Whether the technique is tried on grids of size `n`: chains, forcing
    /// chains, the finned Jellyfish and the wings of four and five cells only
    /// up to 12x12, where their search stays fast.
    pub fn tried_on(self, n: usize) -> bool {
        !self.profile().searching || n <= SEARCHED_UP_TO
    }

    /// Whether the technique's argument holds on `geometry`'s rules. Most
    /// reason from units alone, and any further rule only removes more, so
    /// they hold everywhere; the uniqueness patterns (unique rectangles,
    /// BUG+1) hold only where every rule is "all different": a deadly
    /// pattern swaps digits, which keeps every unit but may break a sum or
    /// a sign between cells.
    ///
    /// ```
    /// use sheetdoku::Geometry;
    /// use sheetdoku::rate::Technique;
    /// let g = Geometry::standard(9).unwrap();
    /// assert!(Technique::ALL.iter().all(|t| t.sound_on(&g)));
    /// ```
    pub fn sound_on(self, geometry: &Geometry) -> bool {
        match self.profile().assumes {
            Assumes::Units => true,
            Assumes::OnlyAllDifferent => geometry.only_all_different(),
        }
    }

    /// Whether the technique assumes that the puzzle has one solution.
    pub(super) fn needs_uniqueness(self) -> bool {
        self.profile().needs_uniqueness
    }

    /// Whether the technique is tried only on a puzzle with one solution
    /// although it does not assume it: the dynamic and nested forcing
    /// chains, whose search on a puzzle with many solutions (an empty grid)
    /// would take very long to end stuck all the same.
    pub(super) fn only_on_unique(self) -> bool {
        self.profile().only_on_unique
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::Technique;
    use sheetdoku_i18n::Lang;

    #[test]
    fn every_technique_is_named_in_every_language_and_english_keeps_its_name() {
        for t in Technique::ALL {
            let id = t.message_id();
            assert_eq!(Lang::En.text(&id), t.name());
            for lang in Lang::ALL {
                assert_ne!(lang.text(&id), id, "{} lacks {id}", lang.code());
            }
        }
        assert_eq!(
            Lang::De.text("technique-HiddenSingleInBlock"),
            "versteckter Single im Block"
        );
        assert_eq!(Lang::Sk.text("technique-NakedSingle"), "nahý singl");
    }

    #[test]
    fn every_technique_has_an_id_of_its_own() {
        let mut ids: Vec<&str> = Technique::ALL.iter().map(|t| t.profile().id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), Technique::ALL.len());
    }
}

//! The techniques the rater knows: their names, their values on Sudoku
//! Explainer's scale, the order they are tried in, and on which grids and
//! geometries each is tried. Which function finds each is `choose.rs`, so
//! this file imports no technique's file (and none imports it back in a
//! circle).

use std::fmt;

use super::score::Score;
use crate::geometry::Geometry;

/// A solving technique, in the order the rater tries them (Sudoku
/// Explainer's order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Technique {
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
    /// Every technique, in the order they are tried.
    pub const ALL: [Technique; 51] = [
        Technique::HiddenSingleInBlock,
        Technique::HiddenSingleInLine,
        Technique::DirectPointing,
        Technique::DirectClaiming,
        Technique::DirectHiddenPair,
        Technique::NakedSingle,
        Technique::CageCombination,
        Technique::MarkPartners,
        Technique::DirectHiddenTriple,
        Technique::Pointing,
        Technique::CagePointing,
        Technique::Claiming,
        Technique::RuleOf45,
        Technique::NakedPair,
        Technique::CageSplitting,
        Technique::XWing,
        Technique::CombinationClash,
        Technique::HiddenPair,
        Technique::LockedDigitAcrossCages,
        Technique::RuleOf45Lines,
        Technique::NakedTriple,
        Technique::CageSplittingLines,
        Technique::Swordfish,
        Technique::HiddenTriple,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::TurbotFish,
        Technique::XYWing,
        Technique::GroupedStrongLinks,
        Technique::WWing,
        Technique::XYZWing,
        Technique::WXYZWing,
        Technique::UniqueRectangle,
        Technique::NakedQuad,
        Technique::Jellyfish,
        Technique::HiddenQuad,
        Technique::ThreeStrongLinks,
        Technique::FinnedSwordfish,
        Technique::FinnedJellyfish,
        Technique::VWXYZWing,
        Technique::BugPlusOne,
        Technique::SimpleColouring,
        Technique::XChain,
        Technique::GroupedXChain,
        Technique::Aic,
        Technique::AlsXz,
        Technique::GroupedAic,
        Technique::ForcingChains,
        Technique::DynamicForcingChains,
        Technique::DynamicForcingChainsPlus,
        Technique::NestedForcingChains,
    ];

    /// The usual name: "naked single", "X-Wing".
    pub fn name(self) -> &'static str {
        match self {
            Technique::HiddenSingleInBlock => "hidden single in a block",
            Technique::HiddenSingleInLine => "hidden single in a line",
            Technique::DirectPointing => "direct pointing",
            Technique::DirectClaiming => "direct claiming",
            Technique::DirectHiddenPair => "direct hidden pair",
            Technique::NakedSingle => "naked single",
            Technique::CageCombination => "cage combination",
            Technique::MarkPartners => "mark partners",
            Technique::CagePointing => "cage pointing",
            Technique::RuleOf45 => "rule of 45",
            Technique::RuleOf45Lines => "rule of 45 over several lines",
            Technique::CageSplitting => "cage splitting",
            Technique::CageSplittingLines => "cage splitting over several lines",
            Technique::CombinationClash => "combination clash",
            Technique::LockedDigitAcrossCages => "locked digit across cages",
            Technique::DirectHiddenTriple => "direct hidden triple",
            Technique::Pointing => "pointing",
            Technique::Claiming => "claiming",
            Technique::NakedPair => "naked pair",
            Technique::XWing => "X-Wing",
            Technique::HiddenPair => "hidden pair",
            Technique::NakedTriple => "naked triple",
            Technique::Swordfish => "Swordfish",
            Technique::HiddenTriple => "hidden triple",
            Technique::Skyscraper => "Skyscraper",
            Technique::TwoStringKite => "2-String Kite",
            Technique::TurbotFish => "Turbot Fish",
            Technique::XYWing => "XY-Wing",
            Technique::GroupedStrongLinks => "grouped 2 strong links",
            Technique::WWing => "W-Wing",
            Technique::XYZWing => "XYZ-Wing",
            Technique::WXYZWing => "WXYZ-Wing",
            Technique::UniqueRectangle => "unique rectangle",
            Technique::NakedQuad => "naked quad",
            Technique::Jellyfish => "Jellyfish",
            Technique::HiddenQuad => "hidden quad",
            Technique::ThreeStrongLinks => "three strong links",
            Technique::FinnedSwordfish => "finned Swordfish",
            Technique::FinnedJellyfish => "finned Jellyfish",
            Technique::VWXYZWing => "VWXYZ-Wing",
            Technique::BugPlusOne => "BUG+1",
            Technique::SimpleColouring => "simple colouring",
            Technique::XChain => "X-Chain",
            Technique::GroupedXChain => "grouped X-Chain",
            Technique::Aic => "alternating inference chain",
            Technique::GroupedAic => "grouped alternating inference chain",
            Technique::AlsXz => "ALS-XZ",
            Technique::ForcingChains => "forcing chains",
            Technique::DynamicForcingChains => "dynamic forcing chains",
            Technique::DynamicForcingChainsPlus => "dynamic forcing chains (+)",
            Technique::NestedForcingChains => "nested forcing chains",
        }
    }

    /// The name in the pages' language, from the catalogue's message
    /// `technique-<variant>` ("skrytý singl v bloku"). [`Technique::name`]
    /// stays the English name the terminal, `--json` and the tests use.
    pub fn local_name(self) -> String {
        sheetdoku_i18n::text(&self.message_id())
    }

    /// The id of the technique's name in the catalogue.
    fn message_id(self) -> String {
        format!("technique-{self:?}")
    }

    /// The technique's value on the SE scale, in tenths: the lowest value
    /// when it depends on the pattern (wings by their cells, chains by their
    /// length).
    pub fn base_tenths(self) -> u16 {
        match self {
            Technique::HiddenSingleInBlock => 12,
            Technique::HiddenSingleInLine => 15,
            Technique::DirectPointing => 17,
            Technique::DirectClaiming => 19,
            Technique::DirectHiddenPair => 20,
            Technique::NakedSingle => 23,
            // The killer techniques: docs/killer.md says why these values.
            Technique::CageCombination => 24,
            // A table look-up, as a cage combination is.
            Technique::MarkPartners => 24,
            Technique::CagePointing => 27,
            Technique::RuleOf45 => 29,
            Technique::RuleOf45Lines => 35,
            Technique::CageSplitting => 31,
            Technique::CombinationClash => 33,
            Technique::LockedDigitAcrossCages => 34,
            Technique::CageSplittingLines => 37,
            Technique::DirectHiddenTriple => 25,
            Technique::Pointing => 26,
            Technique::Claiming => 28,
            Technique::NakedPair => 30,
            Technique::XWing => 32,
            Technique::HiddenPair => 34,
            Technique::NakedTriple => 36,
            Technique::Swordfish => 38,
            Technique::HiddenTriple | Technique::Skyscraper => 40,
            Technique::TwoStringKite | Technique::TurbotFish => 41,
            Technique::XYWing => 42,
            Technique::GroupedStrongLinks => 43,
            Technique::WWing => 44,
            Technique::XYZWing => 44,
            Technique::WXYZWing => 55,
            Technique::UniqueRectangle => 45,
            Technique::NakedQuad => 50,
            Technique::Jellyfish => 52,
            Technique::HiddenQuad => 54,
            Technique::ThreeStrongLinks => 55,
            Technique::FinnedSwordfish => 57,
            Technique::FinnedJellyfish => 61,
            Technique::VWXYZWing => 62,
            Technique::BugPlusOne => 56,
            Technique::SimpleColouring => 65,
            Technique::XChain => 66,
            Technique::GroupedXChain => 67,
            Technique::Aic => 70,
            Technique::GroupedAic => 76,
            Technique::AlsXz => 76,
            Technique::ForcingChains => 80,
            Technique::DynamicForcingChains => 85,
            Technique::DynamicForcingChainsPlus => 90,
            Technique::NestedForcingChains => 95,
        }
    }

    /// The technique's value on the SE scale (the lowest, see
    /// [`Technique::base_tenths`]).
    pub fn score(self) -> Score {
        Score::from_tenths(self.base_tenths())
    }

    /// Whether the technique is tried on grids of size `n`: chains, forcing
    /// chains, the finned Jellyfish and the wings of four and five cells only
    /// up to 12x12, where
    /// their search stays fast.
    pub fn tried_on(self, n: usize) -> bool {
        let searching = matches!(
            self,
            Technique::WXYZWing
                | Technique::VWXYZWing
                | Technique::ThreeStrongLinks
                | Technique::FinnedJellyfish
                | Technique::XChain
                | Technique::GroupedXChain
                | Technique::Aic
                | Technique::GroupedAic
                | Technique::AlsXz
                | Technique::ForcingChains
                | Technique::DynamicForcingChains
                | Technique::DynamicForcingChainsPlus
                | Technique::NestedForcingChains
        );
        !searching || n <= 12
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
        match self.assumes() {
            Assumes::Units => true,
            Assumes::OnlyAllDifferent => geometry.only_all_different(),
        }
    }

    /// What the technique's argument assumes of the rules.
    fn assumes(self) -> Assumes {
        match self {
            Technique::UniqueRectangle | Technique::BugPlusOne => Assumes::OnlyAllDifferent,
            _ => Assumes::Units,
        }
    }

    /// Whether the technique assumes that the puzzle has one solution.
    pub(super) fn needs_uniqueness(self) -> bool {
        matches!(self, Technique::UniqueRectangle | Technique::BugPlusOne)
    }

    /// Whether the technique is tried only on a puzzle with one solution
    /// although it does not assume it: the dynamic and nested forcing
    /// chains, whose search on a puzzle with many solutions (an empty grid)
    /// would take very long to end stuck all the same.
    pub(super) fn only_on_unique(self) -> bool {
        matches!(
            self,
            Technique::DynamicForcingChains
                | Technique::DynamicForcingChainsPlus
                | Technique::NestedForcingChains
        )
    }
}

/// What a technique's argument assumes of a geometry's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Assumes {
    /// Only that its units hold every digit once: any other rule removes
    /// more candidates, never puts one back.
    Units,
    /// That every rule is "all different", so that swapping digits between
    /// cells keeps every rule (the deadly patterns of uniqueness).
    OnlyAllDifferent,
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
}

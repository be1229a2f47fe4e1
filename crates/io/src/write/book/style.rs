//! Cell styles, independent of the file format (the house style our pages
//! use is `write/common/house_style.rs`).

/// The weight of one side of a border.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Border {
    Thin,
    /// A medium dashed line: a killer cage's outline.
    Dashed,
    Medium,
    Thick,
}

/// Horizontal alignment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum HAlign {
    Left,
    Center,
}

/// Vertical alignment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum VAlign {
    Top,
    Center,
}

/// How a cell looks; built like `Style::new().bold().size(12.0)`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Style {
    pub bold: bool,
    pub italic: bool,
    /// Font size in hundredths of a point.
    pub size: Option<u32>,
    /// Font colour, `0xRRGGBB`.
    pub color: Option<u32>,
    /// Background fill, `0xRRGGBB`.
    pub fill: Option<u32>,
    pub align: Option<HAlign>,
    pub valign: Option<VAlign>,
    pub wrap: bool,
    /// Top, right, bottom, left.
    pub borders: [Option<Border>; 4],
    /// Editable on a protected sheet.
    pub unlocked: bool,
}

impl Style {
    /// The default style.
    pub(crate) fn new() -> Self {
        Style::default()
    }

    /// Bold.
    pub(crate) fn bold(mut self) -> Self {
        self.bold = true;
        self
    }

    /// Italic.
    pub(crate) fn italic(mut self) -> Self {
        self.italic = true;
        self
    }

    /// Font size in points.
    pub(crate) fn size(mut self, points: f64) -> Self {
        self.size = Some((points * 100.0).round() as u32);
        self
    }

    /// The font size in points, if set.
    pub(crate) fn points(&self) -> Option<f64> {
        self.size.map(|s| f64::from(s) / 100.0)
    }

    /// Font colour.
    pub(crate) fn color(mut self, rgb: u32) -> Self {
        self.color = Some(rgb);
        self
    }

    /// Background fill.
    pub(crate) fn fill(mut self, rgb: u32) -> Self {
        self.fill = Some(rgb);
        self
    }

    /// Horizontal alignment.
    pub(crate) fn align(mut self, a: HAlign) -> Self {
        self.align = Some(a);
        self
    }

    /// Vertical alignment.
    pub(crate) fn valign(mut self, a: VAlign) -> Self {
        self.valign = Some(a);
        self
    }

    /// Centred both ways.
    pub(crate) fn centred(self) -> Self {
        self.align(HAlign::Center).valign(VAlign::Center)
    }

    /// Wrapped text.
    pub(crate) fn wrap(mut self) -> Self {
        self.wrap = true;
        self
    }

    /// The same border on all four sides.
    pub(crate) fn border(mut self, b: Border) -> Self {
        self.borders = [Some(b); 4];
        self
    }

    /// Borders top, right, bottom, left.
    pub(crate) fn borders(mut self, sides: [Border; 4]) -> Self {
        self.borders = sides.map(Some);
        self
    }

    /// Left border only.
    pub(crate) fn border_left(mut self, b: Border) -> Self {
        self.borders[3] = Some(b);
        self
    }

    /// Editable on a protected sheet.
    pub(crate) fn unlocked(mut self) -> Self {
        self.unlocked = true;
        self
    }
}

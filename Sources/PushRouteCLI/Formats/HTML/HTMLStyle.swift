/// The reports' CSS. The warning colour (#b34700 on #ffe7d1) reads as dark grey on light
/// grey in greyscale, and warnings are also told by shape: a thick arrow, a band with a
/// warning sign and the word "warning".
enum HTMLStyle {
    static let base = """
        :root{--ink:#1a1a1a;--muted:#5a5a5a;--rule:#d0d5dc;--warn:#b34700;--warn-bg:#ffe7d1;\
        --note-bg:#fffbe6;--note-rule:#b8a24a;--lp:#5b3fb3;--ct:#006d77;--mono:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace}
        body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:var(--ink);background:#fff}
        main{max-width:1280px;margin:0 auto;padding:12px 24px 48px}
        h1{font-size:1.45rem;margin:.3em 0}
        h2{font-size:1.2rem;margin:1.8em 0 .4em;padding-bottom:.2em;border-bottom:2px solid var(--rule);overflow-wrap:anywhere}
        h3{font-size:1rem;margin:1.1em 0 .4em}
        code,pre{font-family:var(--mono);font-size:13px}
        pre{background:#f6f8fa;border:1px solid var(--rule);padding:8px 10px;margin:0 0 8px;white-space:pre-wrap;overflow-wrap:anywhere}
        table{border-collapse:collapse}
        th,td{text-align:left;padding:3px 10px;border-bottom:1px solid var(--rule);vertical-align:top}
        th{background:#f0f2f5}
        a{color:#0b57d0}
        .muted{color:var(--muted)}
        .owner{font-weight:700;padding:0 5px;border:1px solid;border-radius:3px;white-space:nowrap}
        .owner.leanplum{color:var(--lp)}.owner.clevertap{color:var(--ct)}.owner.none{color:var(--muted)}.owner.invalid{color:#a00000}
        .warn{color:var(--warn);font-weight:700}
        .warn::before{content:"\\26A0\\FE0E  "}
        .positions{margin:0;padding-left:1.4em}
        .positions li{margin-bottom:4px}
        .pos{font-weight:700}
        footer{margin-top:2.5em;padding-top:.5em;border-top:1px solid var(--rule);font-size:13px}

        """

    /// On paper: the whole width, no link colour, a diagram or table row not cut across
    /// pages, every diagram drawn (not only those scrolled to), the highlighting's colours
    /// kept. Last, so that it overrides the page's own rules.
    static let print = """
        @media print{body{font-size:11pt}main{max-width:none;padding:0}a{color:inherit;text-decoration:none}\
        figure,.compare,tr,pre{break-inside:avoid}h2,h3{break-after:avoid}\
        figure,.payloads tbody tr{content-visibility:visible}*{-webkit-print-color-adjust:exact;print-color-adjust:exact}}

        """

    static let simulation = """
        .settings{color:var(--muted);margin:.2em 0 .8em}
        .legend{display:flex;flex-wrap:wrap;gap:4px 18px;font-size:13px;color:var(--muted);margin:0 0 8px;padding:0;list-style:none}
        .legend .key{font-family:var(--mono);font-weight:700}
        nav ol{margin:.3em 0;padding-left:1.6em}
        .facts{display:grid;grid-template-columns:minmax(0,auto) minmax(0,1fr);gap:8px 28px;align-items:start}
        .facts>div:only-child{grid-column:1/-1}
        @media (max-width:900px){.facts{grid-template-columns:minmax(0,1fr)}}
        \(verdict)
        .summary td.differs,.legend .differs{background:var(--warn-bg)}
        figure{margin:10px 0 26px;content-visibility:auto;contain-intrinsic-size:auto 900px}
        figcaption{margin:0 0 4px}
        figcaption .cell{font-weight:700}
        .compare{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:18px;align-items:start;margin:10px 0 26px}
        .compare figure{margin:0}
        .variant{font-weight:700;color:#0b3d91}
        svg.sequence{display:block;max-width:100%;height:auto}
        svg.shapes{position:absolute;width:0;height:0;overflow:hidden}
        .sequence text,text.call,text.note,text.lifeline{font-family:var(--mono);font-size:12px;fill:var(--ink);white-space:pre}
        .sequence .lifelines{fill:none;stroke:#8a94a3;stroke-dasharray:4 4}
        rect.lifeline{fill:#eef2f7;stroke:#44546a;rx:4px}
        text.lifeline{font-weight:700;text-anchor:middle}
        text.call,.sequence .heading text{paint-order:stroke;stroke:#fff;stroke-width:4px;stroke-linejoin:round}
        .sequence .number{font-size:11px;fill:var(--muted);text-anchor:end}
        path.arrow{fill:none;stroke:var(--ink);stroke-width:1.4}
        path.arrow.reply{stroke-dasharray:5 3}
        path.head{fill:var(--ink)}
        rect.note{fill:var(--note-bg);stroke:var(--note-rule);rx:2px}
        text.note,.sequence .warning text{font-size:11px}
        path.arrow.hazard{stroke:var(--warn);stroke-width:3.2}
        path.head.hazard{fill:var(--warn)}
        .sequence .number.hazard{fill:var(--warn);font-weight:700}
        .sequence .warning rect{fill:var(--warn-bg);stroke:var(--warn);stroke-width:2.5}
        .sequence .warning .sign{fill:var(--warn)}
        .sequence .warning .mark{fill:#fff;font-weight:700;text-anchor:middle}
        .sequence .warning.is-note rect{fill:var(--note-bg);stroke:var(--note-rule);stroke-width:1}
        .sequence .warning.is-note .sign{fill:var(--note-rule)}
        .sequence .strong{font-weight:700}
        .sequence .heading line{stroke:#44546a}
        .sequence .heading text{font-weight:700}
        .sequence .heading.muted text{fill:var(--muted);font-style:italic;font-weight:400}

        """

    /// The session page: the two sides of each push, the fields that differ marked on both.
    static let session = """
        nav .push-verdict{margin-left:6px}
        .push-verdict{font-weight:700;padding:0 5px;border:1px solid;border-radius:3px;white-space:nowrap}
        .push-verdict.differs,.push-verdict.not-delivered{color:var(--warn);background:var(--warn-bg)}
        .push-verdict.unknown{color:var(--muted)}
        .explanation .label{font-weight:700}
        .explanations{margin:0 0 8px}
        .sides{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:8px 28px;align-items:start}
        @media (max-width:900px){.sides{grid-template-columns:minmax(0,1fr)}}
        table.fields{margin-bottom:8px}
        table.fields th{font-family:var(--mono);font-size:13px;font-weight:400}
        td.differs,.legend .differs{background:var(--warn-bg);color:var(--warn);font-weight:700}
        td.differs::before{content:"\\2260\\FE0E  "}
        .sequence rect.marked{fill:var(--warn-bg)}
        .sequence text.number.marked{fill:var(--warn);font-weight:700}
        ol.episode{margin:0;padding-left:0;list-style:none}
        ol.episode li{margin-bottom:6px}
        ol.episode pre{margin:2px 0 0}
        .decides{color:var(--muted);font-size:13px}

        """

    /// The line a report opens with: what it concludes.
    static let verdict = ".verdict{font-size:1.1rem;font-weight:700;margin:.2em 0}"

    static let classify = """
        \(verdict)
        input.sort{position:absolute;opacity:0;width:1px;height:1px;margin:0}
        table.payloads{display:block;font-family:var(--mono);font-size:13px;margin-top:8px}
        .payloads thead{display:block;position:sticky;top:0;z-index:1;background:#f0f2f5}
        .payloads tbody{display:flex;flex-direction:column}
        .payloads tr{display:grid;grid-template-columns:var(--columns)}
        .payloads tbody tr{content-visibility:auto;contain-intrinsic-size:auto 23px}
        .payloads th,.payloads td{display:block;min-width:0;overflow-wrap:anywhere;padding:2px 8px}
        .payloads th{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;font-size:13px;overflow-wrap:break-word}
        .payloads label{cursor:pointer;color:#0b57d0}
        .payloads code{font-size:13px}
        .payloads details{cursor:pointer}
        .payloads .positions{padding-left:1.2em}

        """
}

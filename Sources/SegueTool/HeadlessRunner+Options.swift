import SDLBackend
import SegueScript

// The runners took the command line's option groups until issue 36 moved those to SegueTool,
// so that SegueScript links no parser. Kept for one round, for code that imports SegueTool.

extension HeadlessRunner {
    @available(
        *, deprecated,
        message:
            "pass the options' values: HeadlessRunner(app:resources:size:scale:output:framesPerSecond:), with output: options.shotOutput"
    )
    public convenience init(
        app: any ScriptableApp.Type, surface: SurfaceOptions, scale: CGFloat, output: OutputOptions,
        framesPerSecond: Double = 60
    ) throws {
        try self.init(
            app: app, resources: surface.resources, size: surface.size, scale: scale, output: output.shotOutput,
            framesPerSecond: framesPerSecond)
    }
}

extension WindowScriptRunner {
    @available(
        *, deprecated,
        message:
            "pass the options' values: WindowScriptRunner(app:resources:size:renderer:output:), with renderer: choice.kind and output: options.shotOutput"
    )
    public init(app: any ScriptableApp.Type, surface: SurfaceOptions, renderer: RendererChoice, output: OutputOptions) {
        self.init(
            app: app, resources: surface.resources, size: surface.size, renderer: renderer.kind,
            output: output.shotOutput)
    }
}

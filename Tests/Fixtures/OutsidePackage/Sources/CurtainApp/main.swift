// The window (`CurtainApp`, or `CurtainApp open`) and Segue's tools over the app's one scene:
// `CurtainApp run-script SCRIPT --out DIR`, `CurtainApp record FILE`, `CurtainApp fuzz` and the rest.
import Curtain
import SegueTool

AppCommands<CurtainScenes>.main()

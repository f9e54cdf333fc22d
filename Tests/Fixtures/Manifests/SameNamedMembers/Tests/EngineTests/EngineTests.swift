import Engine
import Toolkit

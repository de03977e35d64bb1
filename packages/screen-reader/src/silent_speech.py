"""Orca's speech server for the tests: silent, and done with each utterance at once.

Orca logs what it says ("SPEECH OUTPUT: '…'" lines in its debug file) and waits for its speech server to finish
each utterance of a Say All before giving it the next. With speech-dispatcher sending audio to a null device Say
All stalls, so this stand-in reports every utterance spoken the moment it gets it. Orca loads it by module name
(settings `speechServerFactory`, found on PYTHONPATH; see desktop.ts).
"""
from gi.repository import GLib
from orca import debug, speechserver


class SpeechServer(speechserver.SpeechServer):
    _instance = None
    # A Say All stopped (a key pressed, new speech) goes no further: each one counts its generation.
    _generation = 0

    @staticmethod
    def getFactoryName():
        return "Silent (tests)"

    @staticmethod
    def getSpeechServers():
        return [SpeechServer.getSpeechServer()]

    @staticmethod
    def getSpeechServer(info=None):
        if SpeechServer._instance is None:
            SpeechServer._instance = SpeechServer()
        return SpeechServer._instance

    @staticmethod
    def shutdownActiveServers():
        SpeechServer._instance = None

    def getInfo(self):
        return ["Silent (tests)", "silent"]

    def getVoiceFamilies(self):
        return [speechserver.VoiceFamily({"name": "silent", "lang": "en", "dialect": "", "variant": None})]

    # Orca has already logged these ("SPEECH OUTPUT") before handing them here.
    def speak(self, text=None, acss=None, interrupt=True):
        pass

    def speakCharacter(self, character, acss=None):
        pass

    def speakKeyEvent(self, event, acss=None):
        pass

    def sayAll(self, utteranceIterator, progressCallback):
        """Each utterance logged as Orca logs speech, then reported begun and completed, as speech-dispatcher
        reports it (BEGIN → PROGRESS, END → COMPLETED), from the main loop."""

        generation = self._generation

        def next_utterance():
            if generation != self._generation:
                return False  # stopped between two utterances: each one before had completed
            try:
                context, _acss = next(utteranceIterator)
            except StopIteration:
                debug.println(debug.LEVEL_INFO, "SILENT SPEECH: Say All finished", True)
                return False
            debug.println(debug.LEVEL_INFO, "SPEECH OUTPUT: '%s'" % context.utterance, True)
            context.currentOffset = context.startOffset
            progressCallback(context.copy(), speechserver.SayAllContext.PROGRESS)
            context.currentOffset = context.endOffset
            progressCallback(context.copy(), speechserver.SayAllContext.COMPLETED)
            GLib.idle_add(next_utterance)
            return False

        GLib.idle_add(next_utterance)

    def stop(self):
        self._generation += 1

    def shutdown(self):
        pass

    def reset(self, text=None, acss=None):
        pass


# Orca opens its debug file block-buffered: line-buffered instead, so each utterance can be read as it is said.
if debug.debugFile is not None:
    _name = debug.debugFile.name
    debug.debugFile.flush()
    debug.debugFile = open(_name, "a", buffering=1)
